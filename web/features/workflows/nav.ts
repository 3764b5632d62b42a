import { WorkflowIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/workflows", label: "workflows:nav.title", icon: WorkflowIcon, order: 120, roles: ["admin"] }];

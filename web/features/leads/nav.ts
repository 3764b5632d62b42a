import { TargetIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/leads", label: "leads:nav.title", icon: TargetIcon, order: 80, roles: ["admin"] }];

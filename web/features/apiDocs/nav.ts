import { DocIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/api-docs", label: "apiDocs:nav.title", icon: DocIcon, order: 200, roles: ["admin"] }];

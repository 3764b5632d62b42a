import { InboxIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/material-requests", label: "materialRequests:nav.title", icon: InboxIcon, order: 30, roles: ["user", "admin"] }];

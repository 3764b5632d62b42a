import { HomeIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/", label: "dashboard:nav.title", icon: HomeIcon, order: 10, roles: ["user", "admin"] }];

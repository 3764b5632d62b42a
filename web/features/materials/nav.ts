import { BoxIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/materials", label: "products:nav.title", icon: BoxIcon, order: 40, roles: ["user", "admin"] }];

import { UsersIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/suspects", label: "suspects:nav.title", icon: UsersIcon, order: 100, roles: ["admin"] }];

import { BuildingIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/companies", label: "companies:nav.title", icon: BuildingIcon, order: 60, roles: ["admin"] }];

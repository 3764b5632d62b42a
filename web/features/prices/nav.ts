import { ChartIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/prices", label: "prices:nav.title", icon: ChartIcon, order: 70, roles: ["admin"] }];

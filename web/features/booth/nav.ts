import { FlagIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/booth", label: "booth:nav.title", icon: FlagIcon, order: 110, roles: ["admin"] }];

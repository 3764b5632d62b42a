import { StarIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/interests", label: "interests:nav.title", icon: StarIcon, order: 20, roles: ["admin"] }];

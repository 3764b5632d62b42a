import { ChatIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/playground", label: "conversations:nav.playground", icon: ChatIcon, order: 130, roles: ["admin"] }];

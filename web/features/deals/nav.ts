import { HandshakeIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/deals", label: "deals:nav.title", icon: HandshakeIcon, order: 90, roles: ["admin"] }];

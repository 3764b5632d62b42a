import type { ComponentType } from "react";
import {
  BoxIcon,
  BuildingIcon,
  ChartIcon,
  ChatIcon,
  FlagIcon,
  HandshakeIcon,
  HomeIcon,
  InboxIcon,
  StarIcon,
  TargetIcon,
  UsersIcon,
  WarehouseIcon,
  WorkflowIcon,
} from "../../components/icons";

export interface NavItem {
  to: string;
  /** shell:nav.* key */
  label: string;
  icon: ComponentType;
}

/** The navigation of ordinary users. */
export const userNav: NavItem[] = [
  { to: "/", label: "nav.home", icon: HomeIcon },
  { to: "/material-requests", label: "nav.materialRequests", icon: InboxIcon },
  { to: "/materials", label: "nav.products", icon: BoxIcon },
];

/**
 * The navigation of super admins, plus Material requests (ADR 0133): the request detail and the
 * board are staff screens, and the spec's admin list names no way to reach them.
 */
export const adminNav: NavItem[] = [
  { to: "/", label: "nav.home", icon: HomeIcon },
  { to: "/interests", label: "nav.interests", icon: StarIcon },
  { to: "/material-requests", label: "nav.materialRequests", icon: InboxIcon },
  { to: "/materials", label: "nav.products", icon: BoxIcon },
  { to: "/warehouse", label: "nav.warehouse", icon: WarehouseIcon },
  { to: "/companies", label: "nav.companies", icon: BuildingIcon },
  { to: "/prices", label: "nav.prices", icon: ChartIcon },
  { to: "/leads", label: "nav.leads", icon: TargetIcon },
  { to: "/deals", label: "nav.deals", icon: HandshakeIcon },
  { to: "/suspects", label: "nav.suspects", icon: UsersIcon },
  { to: "/booth", label: "nav.kFair", icon: FlagIcon },
  { to: "/workflows", label: "nav.workflows", icon: WorkflowIcon },
  { to: "/playground", label: "nav.playground", icon: ChatIcon },
];

import { WarehouseIcon } from "../../components/icons";
import type { FeatureNav } from "../../app/layout/navEntry";

export const nav: FeatureNav = [{ to: "/warehouse", label: "products:nav.warehouse", icon: WarehouseIcon, order: 50, roles: ["admin"] }];

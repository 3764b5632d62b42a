import { featureNav } from "./nav.generated";
import type { NavEntry, NavRole } from "./navEntry";

/**
 * The menus, collected from the features' nav.ts files (listed by the web build in nav.generated.ts): an
 * entry is in the menu of each role it names, in `order`. Super admins see Material requests too (ADR 0133):
 * the request detail and the board are staff screens.
 */
const menu = (role: NavRole): NavEntry[] =>
  featureNav
    .flat()
    .filter((e) => e.roles.includes(role))
    .sort((a, b) => a.order - b.order);

/** The navigation of ordinary users. */
export const userNav = menu("user");
/** The navigation of super admins. */
export const adminNav = menu("admin");

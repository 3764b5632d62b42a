import type { ComponentType } from "react";
import type { Namespace } from "../../lib/i18n";

/**
 * A menu entry's label: a key under `nav` of its feature's own namespace, e.g. "deals:nav.title". The signed-in
 * frame does not load the features' namespaces; the web build ships every namespace's `nav` texts inside
 * shell.json instead (under NAV_LABELS), so the menu shows its labels with shell alone.
 */
export type NavLabel = `${Namespace}:nav.${string}`;
/** Who sees an entry: ordinary signed-in users, super admins, or both (each has a menu of its own). */
export type NavRole = "user" | "admin";

export interface NavEntry {
  to: string;
  label: NavLabel;
  icon: ComponentType;
  /** Place in the menu, smaller first; the same number in both menus. */
  order: number;
  roles: NavRole[];
}
/** What a feature's nav.ts exports. */
export type FeatureNav = NavEntry[];

/** The key in shell.json under which the build puts every namespace's `nav` texts. */
export const NAV_LABELS = "featureNav";
/** "deals:nav.title" → the shell key the build copies it to, "featureNav.deals.nav.title". */
export const navLabelKey = (label: NavLabel) => `${NAV_LABELS}.${label.replace(":", ".")}`;

type Tree = { [key: string]: string | Tree };
/** shell.json as the build ships it: with the `nav` texts of every namespace (given by name) under NAV_LABELS. */
export function shellWithNavLabels(shell: Tree, bundles: Record<string, Tree>): Tree {
  const labels = Object.fromEntries(Object.entries(bundles).flatMap(([ns, bundle]) => (bundle.nav ? [[ns, { nav: bundle.nav }]] : [])));
  return { ...shell, [NAV_LABELS]: labels };
}

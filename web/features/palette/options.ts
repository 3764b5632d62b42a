import type { SavedView } from "../../../shared/schemas/saved-view";
import type { SearchHit } from "../../../shared/schemas/search";
import { recordPath, viewPath } from "./paths";
import type { RecentItem } from "./recent";

/** One row of the palette's listbox: a record (found or recent), a saved view or an action. */
export interface PaletteOption {
  key: string;
  group: "results" | "recent" | "views" | "actions";
  label: string;
  detail: string | null;
  /** The record's kind or the view's screen, shown as a badge (a translation key under palette.kind / palette.screen). */
  badge: string;
  to: string;
  /** The record to remember as recent when opened. */
  record?: RecentItem;
}

export interface PaletteAction {
  key: string;
  label: string;
  to: string;
}

const matches = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase());

/**
 * The rows for the text typed: with no text, recent records, saved views and actions; with text, the search's
 * hits, then the saved views and actions whose name holds the text.
 */
export function paletteOptions(q: string, hits: SearchHit[], recent: RecentItem[], views: SavedView[], actions: PaletteAction[]): PaletteOption[] {
  const text = q.trim();
  const record = (group: "results" | "recent", r: RecentItem): PaletteOption => ({
    key: `${group}:${r.kind}:${r.id}`,
    group,
    label: r.title,
    detail: r.detail,
    badge: `kind.${r.kind}`,
    to: recordPath(r.kind, r.id),
    record: { kind: r.kind, id: r.id, title: r.title, detail: r.detail },
  });
  const view = (v: SavedView): PaletteOption => ({
    key: `view:${v.id}`,
    group: "views",
    label: v.name,
    detail: null,
    badge: `screen.${v.screen}`,
    to: viewPath(v.screen, v.query),
  });
  const action = (a: PaletteAction): PaletteOption => ({
    key: `action:${a.key}`,
    group: "actions",
    label: a.label,
    detail: null,
    badge: "actionBadge",
    to: a.to,
  });
  if (!text) return [...recent.map((r) => record("recent", r)), ...views.map(view), ...actions.map(action)];
  return [
    ...hits.map((h) => record("results", h)),
    ...views.filter((v) => matches(v.name, text)).map(view),
    ...actions.filter((a) => matches(a.label, text)).map(action),
  ];
}

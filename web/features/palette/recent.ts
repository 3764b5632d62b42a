import type { SearchHit } from "../../../shared/schemas/search";

/** How many recently opened records the palette keeps per user (in this browser). */
export const MAX_RECENT = 8;

export type RecentItem = Pick<SearchHit, "kind" | "id" | "title" | "detail">;

const storageKey = (userId: string) => `palette.recent.${userId}`;

/** The user's recently opened records, newest first; nothing when storage is unavailable or holds garbage. */
export function readRecent(userId: string): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? "[]");
    return Array.isArray(parsed)
      ? (parsed as RecentItem[]).filter((r) => r && typeof r.id === "string" && typeof r.kind === "string").slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

/** Put a record first in the user's recent list (once), keeping MAX_RECENT. */
export function rememberRecent(userId: string, item: RecentItem): void {
  const next = [item, ...readRecent(userId).filter((r) => !(r.kind === item.kind && r.id === item.id))].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    /* storage full or disabled: the palette works without recent items */
  }
}

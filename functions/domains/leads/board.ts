import { BOARD_COLUMNS, LEADS_BOARD_ORDER_KEY, type BoardColumn, type LeadsBoardOrder, type LeadStatus } from "../../../shared/schemas/lead";
import { createdBy, updatedBy } from "../../db/audit";
import { assertItemFits } from "../../db/item-size";
import { findEntry } from "../../domains/config";
import { db } from "../../db/service";
import { isConditionFailure } from "../../lib/errors";

/**
 * The board order (ADR 0135): column → ordered lead ids, one config item under
 * LEADS_BOARD_ORDER_KEY. Every change is an edit applied on the server to the value as stored (never a whole
 * board sent by a client), written with a condition on the version read and retried on a conflict: two
 * users' concurrent drags both land, whatever board each of them was looking at.
 */

const isColumn = (s: string): s is BoardColumn => (BOARD_COLUMNS as readonly string[]).includes(s);
/** Each round of colliding writers lets one through, so this bounds a drag among ~30 simultaneous ones. */
const MAX_ATTEMPTS = 30;

/** The stored order, normalised: only board columns, only string ids, each id once (its first place). */
export function normaliseOrder(value: unknown): LeadsBoardOrder {
  const out: LeadsBoardOrder = {};
  if (!value || typeof value !== "object") return out;
  const seen = new Set<string>();
  for (const col of BOARD_COLUMNS) {
    const ids = (value as Record<string, unknown>)[col];
    if (!Array.isArray(ids)) continue;
    out[col] = ids.filter((id): id is string => typeof id === "string" && !seen.has(id) && Boolean(seen.add(id)));
  }
  return out;
}

export async function readOrder(): Promise<{ order: LeadsBoardOrder; version: number }> {
  const c = await findEntry(LEADS_BOARD_ORDER_KEY);
  return { order: normaliseOrder(c?.value), version: c?.version ?? 0 };
}

/** The id taken out of every column, then placed in `column` right after `afterId` (null or unknown: at the top). */
export function placeInOrder(order: LeadsBoardOrder, id: string, column: BoardColumn | null, afterId?: string | null): LeadsBoardOrder {
  const out: LeadsBoardOrder = {};
  for (const col of BOARD_COLUMNS) if (order[col]) out[col] = order[col]!.filter((x) => x !== id);
  if (!column) return out;
  const ids = [...(out[column] ?? [])];
  const at = afterId && afterId !== id ? ids.indexOf(afterId) : -1;
  ids.splice(at + 1, 0, id);
  out[column] = ids;
  return out;
}

/**
 * Apply `edit` to the stored order: read, edit, conditional write on the version read (create when it never
 * existed), and on a conflict read again and re-apply: nothing another writer stored in between is lost.
 */
export async function editOrder(edit: (order: LeadsBoardOrder) => LeadsBoardOrder, userId: string): Promise<{ order: LeadsBoardOrder; version: number }> {
  for (let attempt = 1; ; attempt++) {
    const stored = await findEntry(LEADS_BOARD_ORDER_KEY);
    const next = edit(normaliseOrder(stored?.value));
    try {
      if (!stored) {
        const { data } = await db()
          .config.create({ name: LEADS_BOARD_ORDER_KEY, value: next, ...createdBy(userId) })
          .go();
        return { order: next, version: data.version };
      }
      // One conditional UpdateItem on the version read (no second read: the window for a conflict stays short).
      assertItemFits(
        db()
          .config.put({ ...stored, value: next })
          .params().Item ?? {},
      );
      await db()
        .config.patch({ name: LEADS_BOARD_ORDER_KEY })
        .set({ value: next, ...updatedBy(userId) })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, stored.version))
        .go({ response: "none" });
      return { order: next, version: stored.version + 1 };
    } catch (e) {
      if (!isConditionFailure(e) || attempt >= MAX_ATTEMPTS) throw e;
      // a random pause growing with the attempts (capped), so writers that keep colliding spread out
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 5 * 2 ** attempt)));
    }
  }
}

/** Keep the order in step with a lead's status (create, update, delete): on the board at the top of its column, or off it. */
export async function syncOrder(id: string, status: LeadStatus | null, userId: string) {
  await editOrder((o) => placeInOrder(o, id, status && isColumn(status) ? status : null), userId);
}

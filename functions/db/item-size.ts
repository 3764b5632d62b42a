import { HttpError } from "../lib/errors";

/**
 * The most a stored item may weigh, counted as DynamoDB counts (ADR 0076). DynamoDB refuses items over
 * 400 KB; the 50 KB left over covers what a check cannot see exactly: the key and index attributes a patch
 * adds beside the fields it reads back, and a concurrent write landing between a patch's read and its write.
 */
export const ITEM_BUDGET_BYTES = 350 * 1024;

const utf8 = (s: string) => Buffer.byteLength(s, "utf8");

/** A number's size: about one byte per two significant digits, plus one (DynamoDB's documented rule). */
function numberSize(n: number | bigint): number {
  const digits = String(n).replace(/^-/, "").replace(/e.*$/i, "").replace(".", "").replace(/^0+/, "").replace(/0+$/, "");
  return Math.ceil(Math.max(digits.length, 1) / 2) + 1;
}

/** The size of one attribute value as the document client writes it (lists/maps: 3 bytes + 1 per element). */
export function valueSize(v: unknown): number {
  if (v === null || v === undefined || typeof v === "boolean") return 1;
  if (typeof v === "string") return utf8(v);
  if (typeof v === "number" || typeof v === "bigint") return numberSize(v);
  if (v instanceof Uint8Array) return v.byteLength;
  if (v instanceof Set) return [...v].reduce((n: number, e) => n + valueSize(e), 0);
  if (Array.isArray(v)) return v.reduce((n: number, e) => n + 1 + valueSize(e), 3);
  if (typeof v === "object") {
    let n = 3;
    for (const [k, e] of Object.entries(v)) if (e !== undefined) n += 1 + utf8(k) + valueSize(e);
    return n;
  }
  return utf8(String(v));
}

/** An item's size in bytes: every attribute's name and value in UTF-8 (not UTF-16 characters, as dynalite counts). */
export function itemSize(item: Record<string, unknown>): number {
  let n = 0;
  for (const [k, v] of Object.entries(item)) if (v !== undefined) n += utf8(k) + valueSize(v);
  return n;
}

/** Refuse (413, nothing written) an item that would not fit the budget, naming its size and the limit. */
export function assertItemFits(item: Record<string, unknown>): void {
  const size = itemSize(item);
  if (size <= ITEM_BUDGET_BYTES) return;
  const message = `The record would be too large to store: ${size} bytes, at most ${ITEM_BUDGET_BYTES} (text counts in UTF-8 bytes)`;
  throw new HttpError(413, message, [{ path: "body", message }]);
}

/** What ElectroDB's create/put (and their `.where(...)`) chains offer: the request they will send, and sending it. */
interface Writable {
  params(): { Item?: Record<string, unknown> };
  go(): Promise<unknown>;
}

/**
 * Send an ElectroDB create or put only if the item it writes (keys and index attributes included) fits:
 * the one size check every create and put in functions/db/queries goes through.
 */
export async function goIfFits<W extends Writable>(write: W): Promise<Awaited<ReturnType<W["go"]>>> {
  assertItemFits(write.params().Item ?? {});
  return (await write.go()) as Awaited<ReturnType<W["go"]>>;
}

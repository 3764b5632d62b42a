import { badRequest } from "../lib/errors";
import { signTag, verifyTag } from "../lib/server-key";

/**
 * The one cursor format of every list (ADR 0080): `<payload>.<mac>`, both base64url. The payload is the
 * position after the last item answered (the sort-key values of that item), the MAC an HMAC-SHA256 over the
 * list's partition (route, owner and filters) and the payload, with a key only the server holds
 * (functions/lib/server-key.ts). A cursor that was forged, truncated, altered or minted for another partition
 * (another company, another filter) answers 400 naming query.cursor, so a client can never steer a Query to a key it was not given.
 */

export type Position = Record<string, string>;

/** Cursors are a few hundred bytes; anything longer is not ours (and DynamoDB refuses keys over 1 KB/2 KB). */
export const MAX_CURSOR_CHARS = 1024;

const invalid = () => badRequest("Validation failed", [{ path: "query.cursor", message: "Invalid cursor" }]);

export function sealCursor(partition: string, position: Position): string {
  const payload = Buffer.from(JSON.stringify(position)).toString("base64url");
  return `${payload}.${signTag("cursor", partition, payload)}`;
}

/** The position a cursor stands for, or 400 when it is not one this server issued for `partition`. */
export function openCursor(partition: string, cursor: string, fields: readonly string[]): Position {
  if (cursor.length > MAX_CURSOR_CHARS) throw invalid();
  const [payload, tag, rest] = cursor.split(".");
  if (!payload || !tag || rest !== undefined) throw invalid();
  if (!verifyTag("cursor", tag, partition, payload)) throw invalid();
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const p = position as Record<string, unknown>;
  if (!p || typeof p !== "object" || !fields.every((f) => typeof p[f] === "string")) throw invalid();
  return Object.fromEntries(fields.map((f) => [f, p[f] as string]));
}

/** The filters a list cursor is bound to, in a stable form: unset and empty filters left out, keys sorted. */
export const filterKey = (f: object) =>
  JSON.stringify(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

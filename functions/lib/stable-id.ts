import { createHash } from "node:crypto";

/** A UUID-shaped id from a SHA-256 of `text`: RFC 9562 layout, the given version nibble, variant 10xx. */
export function hashedUuid(text: string, version: 4 | 8): string {
  const h = createHash("sha256").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${version}${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * A stable UUID-shaped id for something a run or a one-click action creates once (a kFair run's research and
 * contact, an interest's lead): a retry derives the same id and finds what its first attempt made.
 */
export function runScopedId(runId: string, what: string): string {
  return hashedUuid(`${what}:${runId}`, 4);
}

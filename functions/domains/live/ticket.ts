import { signTag, verifyTag } from "../../lib/server-key";

/** How long a ticket opens a socket: the browser asks for one right before it connects. */
export const TICKET_TTL_MS = 60_000;

/** Who a ticket lets in: the facts the server resolved for the signed-in caller when it issued the ticket. */
export interface TicketFacts {
  userId: string;
  companyId: string | null;
  staff: boolean;
}

interface Payload {
  u: string;
  c: string | null;
  s: boolean;
  e: number;
}

/**
 * A ticket is the facts and their expiry as base64url JSON, then the HMAC tag of that text under the server's
 * realtime key: it rides in the socket URL (browsers cannot set headers on a WebSocket), so it names no
 * Cognito token and is useless a minute later.
 */
export function issueTicket(facts: TicketFacts, now = Date.now()): { ticket: string; expiresAt: number } {
  const expiresAt = now + TICKET_TTL_MS;
  const body = Buffer.from(JSON.stringify({ u: facts.userId, c: facts.companyId, s: facts.staff, e: expiresAt } satisfies Payload), "utf8").toString(
    "base64url",
  );
  return { ticket: `${body}.${signTag("realtime-ticket", body)}`, expiresAt };
}

/** The facts of a ticket this server issued and that has not expired, else null (forged, mangled, expired). */
export function readTicket(ticket: string | undefined | null, now = Date.now()): TicketFacts | null {
  if (!ticket || ticket.length > 2048) return null;
  const [body, tag, ...rest] = ticket.split(".");
  if (!body || !tag || rest.length || !verifyTag("realtime-ticket", tag, body)) return null;
  let p: Partial<Payload>;
  try {
    p = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return null;
  }
  if (typeof p.u !== "string" || !p.u || typeof p.s !== "boolean" || typeof p.e !== "number" || p.e <= now) return null;
  if (p.c !== null && typeof p.c !== "string") return null;
  return { userId: p.u, companyId: p.c ?? null, staff: p.s };
}

import type { LiveEvent, RealtimeTicket } from "../../../shared/schemas/live";
import type { AuthContext } from "../../lib/auth";
import { logger } from "../../lib/logger";
import { livePoster } from "./poster";
import { companyAudience, connectionsOfAudience, connectionsOfUser, deleteConnection, putConnection, STAFF_AUDIENCE, type StoredConnection } from "./queries";
import { issueTicket, readTicket } from "./ticket";

export { useLocalPoster, type LivePoster } from "./poster";
export { readTicket } from "./ticket";

/**
 * The live service: tickets for the realtime channel, the record of open sockets, and `publish`, which the
 * writers call after their write succeeded. An event names what changed ({ type, id, companyId }); browsers
 * refetch it through the REST routes, so no record rides on the socket and the routes keep deciding who reads what.
 */

/** API Gateway closes a WebSocket after 2 hours; a record is kept a little longer, then DynamoDB's TTL drops it. */
const CONNECTION_TTL_S = 2 * 60 * 60 + 5 * 60;
/** The most sockets one audience's publish reads and posts to. */
export const MAX_FANOUT = 2_000;
/** Posts in flight at once for one publish. */
const POST_CONCURRENCY = 64;

/** POST /platform/realtime-ticket: the signed-in caller's facts, signed for one minute. */
export function ticket(auth: AuthContext): RealtimeTicket {
  const issued = issueTicket({ userId: auth.userId, companyId: auth.companyId, staff: auth.isSuperAdmin });
  const url = process.env.LIVE_SOCKET_URL;
  return url ? { ...issued, url } : issued;
}

/** $connect: records the socket under what its ticket says; false (refuse the socket) for a bad or expired ticket. */
export async function connect(ticketText: string | undefined | null, connectionId: string, now = Date.now()): Promise<boolean> {
  const facts = readTicket(ticketText, now);
  if (!facts) return false;
  await putConnection({
    connectionId,
    userId: facts.userId,
    companyId: facts.companyId ?? undefined,
    staff: facts.staff,
    // a user without a company hears only what is addressed to them (byUser)
    audience: facts.staff ? STAFF_AUDIENCE : facts.companyId ? companyAudience(facts.companyId) : `USER#${facts.userId}`,
    connectedDate: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + CONNECTION_TTL_S,
  });
  return true;
}

/** $disconnect: the socket's record goes. */
export async function disconnect(connectionId: string): Promise<void> {
  await deleteConnection(connectionId);
}

/** Who hears an event: a company's users, staff, and/or particular users (their own notifications). */
export interface Audience {
  companyId?: string | null;
  staff?: boolean;
  userIds?: readonly string[];
}

async function listeners(audience: Audience): Promise<StoredConnection[]> {
  const reads: Promise<StoredConnection[]>[] = [];
  if (audience.staff) reads.push(connectionsOfAudience(STAFF_AUDIENCE, MAX_FANOUT));
  if (audience.companyId) reads.push(connectionsOfAudience(companyAudience(audience.companyId), MAX_FANOUT));
  for (const u of new Set(audience.userIds ?? [])) reads.push(connectionsOfUser(u, MAX_FANOUT));
  const byId = new Map<string, StoredConnection>();
  for (const list of await Promise.all(reads)) for (const c of list) byId.set(c.connectionId, c);
  return [...byId.values()];
}

/**
 * Posts the event to every open socket of the audience; a socket found closed loses its record. Called after the
 * write it reports succeeded, and never fails that write: a browser that missed an event refetches when it
 * reconnects. Answers how many sockets got it.
 */
export async function publish(event: LiveEvent, audience: Audience): Promise<number> {
  try {
    const poster = livePoster();
    if (!poster) return 0;
    const targets = await listeners(audience);
    if (!targets.length) return 0;
    const data = JSON.stringify(event);
    let sent = 0;
    for (let i = 0; i < targets.length; i += POST_CONCURRENCY) {
      await Promise.all(
        targets.slice(i, i + POST_CONCURRENCY).map(async (c) => {
          try {
            if ((await poster.post(c.connectionId, data)) === "sent") sent++;
            else await deleteConnection(c.connectionId);
          } catch (e) {
            logger.warn("live post failed", { connectionId: c.connectionId, error: (e as Error).message });
          }
        }),
      );
    }
    return sent;
  } catch (e) {
    logger.warn("live publish failed", { type: event.type, error: (e as Error).message });
    return 0;
  }
}

import { db } from "../../db/service";
import type { ConnectionItem } from "./entity";

export type StoredConnection = ConnectionItem;

/** The audience key of a company's connections, and of every staff connection. */
export const STAFF_AUDIENCE = "STAFF";
export const companyAudience = (companyId: string) => `COMPANY#${companyId}`;

/** Record an open socket (its id is API Gateway's or the local server's, new per socket: a plain put). */
export async function putConnection(c: StoredConnection): Promise<void> {
  await db().liveConnection.put(c).go({ response: "none" });
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await db().liveConnection.delete({ connectionId }).go({ response: "none" });
}

/**
 * The open sockets of an audience, at most `max` (pages of ids and a few facts each, so a page holds thousands):
 * a bound on what one publish may read, not a page of a list.
 */
export async function connectionsOfAudience(audience: string, max: number): Promise<StoredConnection[]> {
  const { data } = await db().liveConnection.query.byAudience({ audience }).go({ pages: "all", limit: max });
  return data;
}

export async function connectionsOfUser(userId: string, max: number): Promise<StoredConnection[]> {
  const { data } = await db().liveConnection.query.byUser({ userId }).go({ pages: "all", limit: max });
  return data;
}

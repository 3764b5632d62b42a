import type { MatchAlertMode } from "../../../shared/schemas/notification";
import { UNREAD_COUNT_CAP } from "../../../shared/schemas/notification";
import type { Position } from "../../db/cursor";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";
import { withoutNulls } from "../../db/queries/versioned";
import { isConditionFailure } from "../../lib/errors";
import type { NotificationItem } from "./entity";

/** Notifications, their once-only claims and the users' settings: Queries and GetItems only, never a Scan. */

export type StoredNotification = NotificationItem;
type Query = any;

export async function getNotification(id: string): Promise<StoredNotification | null> {
  const { data } = await db().notification.get({ id }).go();
  return data ?? null;
}

export async function createNotification(n: StoredNotification): Promise<void> {
  await db().notification.create(withoutNulls(n)).go();
}

/** Replace the notification with `next` when nobody wrote it since `existing` was read; false when somebody did. */
export async function replaceNotification(existing: StoredNotification, next: StoredNotification): Promise<boolean> {
  try {
    await db()
      .notification.put(withoutNulls({ ...next, version: existing.version + 1 }))
      .where((a: any, op: any) => op.eq(a.version, existing.version))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** One page of a user's notifications, newest first. */
export async function listUserNotifications<T>(userId: string, opts: PageOpts, shape: (items: StoredNotification[]) => T[]) {
  const q = db().notification.query as Query;
  const list: OrderedList = {
    partition: `notifications:list:${userId}`,
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [(pos: Position | null) => after(q.byUser({ userId }), "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => shape(items as StoredNotification[]));
}

/** How many of a user's notifications are unread, up to UNREAD_COUNT_CAP: one Query of the sparse index, keys only. */
export async function countUnread(userId: string): Promise<number> {
  const { data } = await db()
    .notification.query.unreadByUser({ userId })
    .go({ limit: UNREAD_COUNT_CAP, attributes: ["id"] });
  return data.length;
}

/** Ids of a user's unread notifications, oldest first, at most `max` (read-all marks them in batches). */
export async function unreadIds(userId: string, max: number): Promise<string[]> {
  const { data } = await db()
    .notification.query.unreadByUser({ userId })
    .go({ limit: max, attributes: ["id"] });
  return data.map((n) => n.id as string);
}

/** Notifications whose e-mail is still owed, oldest first, at most `max` (the sweep). */
export async function mailOwed(max: number): Promise<StoredNotification[]> {
  const { data } = await db().notification.query.mailOwed({}).go({ limit: max });
  return data;
}

/** Put the once-only claim of a key; false when it was already there (somebody was told before). */
export async function claimOnce(requestId: string, materialId: string, userId: string, notificationId: string, at: string): Promise<boolean> {
  try {
    await db().notificationClaim.create({ requestId, materialId, userId, notificationId, createdDate: at }).go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function getSettings(userId: string): Promise<MatchAlertMode | null> {
  const { data } = await db().notificationSettings.get({ userId }).go();
  return data?.matchAlerts ?? null;
}

/** Settings of many users: one BatchGet. */
export async function getSettingsOf(userIds: string[]): Promise<Map<string, MatchAlertMode>> {
  if (!userIds.length) return new Map();
  const { data } = await db()
    .notificationSettings.get(userIds.map((userId) => ({ userId })))
    .go();
  return new Map(data.map((s) => [s.userId, s.matchAlerts]));
}

export async function putSettings(userId: string, matchAlerts: MatchAlertMode, at: string): Promise<void> {
  await db().notificationSettings.put({ userId, matchAlerts, updatedDate: at }).go();
}

import type { output } from "zod/v4/core";
import type { NotificationListQuery, NotificationPage, NotificationSettings, NotificationSettingsInput } from "../../../shared/schemas/notification";
import { now } from "../../db/audit";
import type { AuthContext } from "../../lib/auth";
import { badRequest, notFound } from "../../lib/errors";
import { countUnread, getNotification, getSettings, listUserNotifications, putSettings, replaceNotification, unreadIds } from "./queries";
import { defaultMode } from "./settings";
import { userOfToken } from "./unsubscribe-token";
import { notificationView } from "./view";

/** The alert fan-outs (the matchRequest and materialAlerts workflows' steps) and the sweep's mail part. */
export { alertsForMaterial, alertsForRequest, companyUsers, fanoutStats } from "./fanout";
export { noticeOnce } from "./notices";
export { sweepOwedMails } from "./mailing";
export { unsubscribeToken } from "./unsubscribe-token";

/**
 * The notifications service: what handlers, workflow steps, the sweep and scripts call (never ./queries or
 * ./entity). Every signed-in user reads and marks only their own notifications (another user's id answers 404
 * like an unknown one) and sets their own mail mode; the unsubscribe link needs no sign-in, only its signed token.
 */

/** GET /notifications: the caller's own, newest first, and their unread count. */
export async function list(query: Partial<output<typeof NotificationListQuery>>, auth: AuthContext): Promise<NotificationPage> {
  const [page, unread] = await Promise.all([
    listUserNotifications(auth.userId, { cursor: query.cursor, limit: query.limit ?? 20 }, (items) => items.map(notificationView)),
    countUnread(auth.userId),
  ]);
  return { ...page, unread };
}

/** Marks the notification read when it is unread; a concurrent write (a mail recorded sent) is re-read. */
async function markRead(id: string, userId: string) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const n = await getNotification(id);
    if (!n || n.userId !== userId) throw notFound("Notification");
    if (n.readDate) return n;
    const at = now();
    const next = { ...n, readDate: at, updatedDate: at };
    if (await replaceNotification(n, next)) return { ...next, version: n.version + 1 };
  }
  throw notFound("Notification");
}

/** POST /notifications/{id}/read. */
export async function read(id: string, auth: AuthContext) {
  return notificationView(await markRead(id, auth.userId));
}

/** Unread notifications read-all marks per call at most (a larger backlog takes another call). */
const READ_ALL_MAX = 500;

/** POST /notifications/read-all: the caller's unread ones, through the sparse unread index. */
export async function readAll(auth: AuthContext): Promise<{ updated: number }> {
  const ids = await unreadIds(auth.userId, READ_ALL_MAX);
  for (const id of ids) await markRead(id, auth.userId);
  return { updated: ids.length };
}

/** GET /me/notification-settings: the stored mode, else the default. */
export async function settings(auth: AuthContext): Promise<NotificationSettings> {
  return { matchAlerts: (await getSettings(auth.userId)) ?? defaultMode() };
}

/** PUT /me/notification-settings. */
export async function saveSettings(body: output<typeof NotificationSettingsInput>, auth: AuthContext): Promise<NotificationSettings> {
  await putSettings(auth.userId, body.matchAlerts, now());
  return { matchAlerts: body.matchAlerts };
}

/** POST /notifications/unsubscribe?token=: the token's user gets no more alert mails (idempotent); a forged token is a 400. */
export async function unsubscribe(token: string): Promise<{ matchAlerts: "off" }> {
  const userId = userOfToken(token);
  if (!userId) throw badRequest("Validation failed", [{ path: "query.token", message: "Invalid or expired link" }]);
  await putSettings(userId, "off", now());
  return { matchAlerts: "off" };
}

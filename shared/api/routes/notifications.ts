import { NotificationListQuery, NotificationSettingsInput, UnsubscribeQuery } from "../../schemas/notification";
import { defineRoutes } from "../contract";

/** Match alerts: every signed-in user's own bell and mail settings, and the mails' one-click unsubscribe (public). */
export const notificationsRoutes = defineRoutes({
  "notifications.list": { method: "GET", path: "/notifications", access: "user", query: NotificationListQuery, needs: { table: "read" } },
  "notifications.read": { method: "POST", path: "/notifications/{id}/read", access: "user", needs: { table: "write" } },
  "notifications.readAll": { method: "POST", path: "/notifications/read-all", access: "user", needs: { table: "write" } },
  "notifications.getSettings": { method: "GET", path: "/me/notification-settings", access: "user", needs: { table: "read" } },
  "notifications.putSettings": {
    method: "PUT",
    path: "/me/notification-settings",
    access: "user",
    body: NotificationSettingsInput,
    needs: { table: "write" },
  },
  "notifications.unsubscribe": {
    method: "POST",
    path: "/notifications/unsubscribe",
    access: "public",
    query: UnsubscribeQuery,
    maxBodyBytes: 1024,
    // a mail client's one-click POST names no idempotency key; turning alerts off twice is the same as once
    idempotent: false,
    needs: { table: "write" },
  },
});

import type { Notification, NotificationPage, NotificationSettings } from "../../schemas/notification";

/** What each route answers (type-only). */
export interface NotificationsResponses {
  "notifications.list": NotificationPage;
  "notifications.read": Notification;
  "notifications.readAll": { updated: number };
  "notifications.getSettings": NotificationSettings;
  "notifications.putSettings": NotificationSettings;
  "notifications.unsubscribe": { matchAlerts: "off" };
}

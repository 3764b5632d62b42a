import type { MatchAlertMode } from "../../../shared/schemas/notification";
import { call } from "../../lib/api";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";

/** How often the bell asks again (a page load asks at once). */
const REFRESH_MS = 2 * 60_000;

/** The caller's newest match alerts and unread count (the bell and the notifications page). */
export const useNotifications = (limit = 20) => useApi("GET /notifications", { query: { limit } }, { refreshInterval: REFRESH_MS, shouldRetryOnError: false });

export const useNotificationSettings = () => useApi("GET /me/notification-settings", {});

export async function markRead(id: string) {
  await call("POST /notifications/{id}/read", { params: { id } });
  await invalidate("GET /notifications");
}

export async function markAllRead() {
  await call("POST /notifications/read-all");
  await invalidate("GET /notifications");
}

export async function saveSettings(matchAlerts: MatchAlertMode) {
  const saved = await call("PUT /me/notification-settings", { body: { matchAlerts } });
  await setCached("GET /me/notification-settings", {}, saved);
  return saved;
}

/** The mail's one-click unsubscribe, signed out: the token is the proof. */
export const unsubscribe = (token: string) => call("POST /notifications/unsubscribe", { query: { token }, anonymous: true });

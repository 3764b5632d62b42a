import { notificationsRoutes } from "../../../shared/api/routes/notifications";
import { route } from "../route";
import * as Notifications from "./index";

/** The notifications routes' handlers, one export per route (see functions/domains/samples/handlers.ts). */
export const list = /* @__PURE__ */ route(notificationsRoutes, "notifications.list", ({ query, auth }) => Notifications.list(query, auth));
export const read = /* @__PURE__ */ route(notificationsRoutes, "notifications.read", ({ params, auth }) => Notifications.read(params.id, auth));
export const readAll = /* @__PURE__ */ route(notificationsRoutes, "notifications.readAll", ({ auth }) => Notifications.readAll(auth));
export const getSettings = /* @__PURE__ */ route(notificationsRoutes, "notifications.getSettings", ({ auth }) => Notifications.settings(auth));
export const putSettings = /* @__PURE__ */ route(notificationsRoutes, "notifications.putSettings", ({ body, auth }) => Notifications.saveSettings(body, auth));
export const unsubscribe = /* @__PURE__ */ route(notificationsRoutes, "notifications.unsubscribe", ({ query }) => Notifications.unsubscribe(query.token));

import { notificationsRoutes } from "../../../shared/api/routes/notifications";
import { defineDomain } from "../define";

/** Match alerts: every user's bell, mail settings and the public unsubscribe, deployed with the core routes. */
export const notificationsDomain = defineDomain({ routes: notificationsRoutes, area: "market" });

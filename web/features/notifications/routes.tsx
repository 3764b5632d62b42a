import { page, publicPage, type FeatureRoutes } from "../../app/page";

/** The alerts page (every user: the list and the mail settings) and the mails' public unsubscribe page. */
export const routes: FeatureRoutes = {
  user: [{ path: "notifications", ...page(() => import("./pages/NotificationsPage"), ["notifications", "toastMessages"]) }],
  anyone: [{ path: "unsubscribe", ...publicPage(() => import("./pages/UnsubscribePage"), ["notifications"]) }],
};

import { authRoutes } from "../../shared/api/routes/auth";
import { Reply, route } from "../lib/handler";
import { clearedRefreshCookie, refreshTokenFrom } from "../lib/session-cookie";
import { logout } from "../lib/sessions";

/**
 * Ends the session of the refresh cookie on the server (its record, then Cognito's refresh token) and clears
 * the cookie. Public: an expired access token must not keep a user from signing out; without a cookie (or
 * with one the server no longer knows) it still answers 204.
 */
export const handler = route(authRoutes, "auth.logout", async ({ event }) => {
  await logout(refreshTokenFrom(event));
  return new Reply(204, undefined, {}, [clearedRefreshCookie()]);
});

import { authRoutes } from "../../shared/api/routes/auth";
import { HttpError, unauthorized } from "../lib/errors";
import { Reply, route } from "../lib/handler";
import { clearedRefreshCookie, refreshCookie, refreshTokenFrom } from "../lib/session-cookie";
import { refresh } from "../lib/sessions";

/**
 * A new access token and a rotated refresh token (ADR 0158). The token comes from the body (the spec's form)
 * or the HttpOnly cookie (the SPA); the rotated one goes back the same way — in the body only to a body
 * caller, so page scripts never see it — and always as the cookie. A refusal clears the cookie.
 */
export const handler = route(authRoutes, "auth.refreshToken", async ({ body, event }) => {
  const fromBody = body.refreshToken;
  try {
    const token = fromBody ?? refreshTokenFrom(event);
    if (!token) throw unauthorized("Session has expired");
    const { refreshToken, maxAgeSeconds, ...access } = await refresh(token, body.userId);
    return new Reply(200, fromBody ? { ...access, refreshToken } : access, {}, [refreshCookie(refreshToken, maxAgeSeconds)]);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 401) return new Reply(401, { message: e.message }, {}, [clearedRefreshCookie()]);
    throw e;
  }
});

import { authRoutes } from "../../../shared/api/routes/auth";
import { SIGNUP_STARTED } from "../../../shared/schemas/auth";
import { HttpError, unauthorized } from "../../lib/errors";
import { Reply } from "../../lib/handler";
import { clientIp } from "../../lib/rate-limit";
import { route } from "../route";
import * as Auth from "./index";
import { clearedRefreshCookie, refreshCookie, refreshTokenFrom } from "./session-cookie";
import { sessionReply } from "./session-reply";

/**
 * The auth routes' handlers, one export per route named after the part of its id after the dot
 * ("auth.logout" → `logout`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other routes'
 * handlers. A new session is answered with the refresh cookie (ADR 0158), which these handlers set.
 */
export const authenticate = /* @__PURE__ */ route(authRoutes, "auth.authenticate", async ({ body, event }) =>
  sessionReply(await Auth.authenticate(body, clientIp(event))),
);

/**
 * Ends the session of the refresh cookie on the server (its record, then Cognito's refresh token) and clears
 * the cookie. Public: an expired access token must not keep a user from signing out; without a cookie (or
 * with one the server no longer knows) it still answers 204.
 */
export const logout = /* @__PURE__ */ route(authRoutes, "auth.logout", async ({ event }) => {
  await Auth.logout(refreshTokenFrom(event));
  return new Reply(204, undefined, {}, [clearedRefreshCookie()]);
});

/**
 * A new access token and a rotated refresh token (ADR 0158). The token comes from the body (the spec's form)
 * or the HttpOnly cookie (the SPA); the rotated one goes back the same way — in the body only to a body
 * caller, so page scripts never see it — and always as the cookie. A refusal clears the cookie.
 */
export const refreshToken = /* @__PURE__ */ route(authRoutes, "auth.refreshToken", async ({ body, event }) => {
  const fromBody = body.refreshToken;
  try {
    const token = fromBody ?? refreshTokenFrom(event);
    if (!token) throw unauthorized("Session has expired");
    const { refreshToken, maxAgeSeconds, ...access } = await Auth.refresh(token, body.userId);
    return new Reply(200, fromBody ? { ...access, refreshToken } : access, {}, [refreshCookie(refreshToken, maxAgeSeconds)]);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 401) return new Reply(401, { message: e.message }, {}, [clearedRefreshCookie()]);
    throw e;
  }
});

/** Answers the same 202 whether the address is new, a CRM contact or a login (ADR 0159). */
export const signup = /* @__PURE__ */ route(authRoutes, "auth.signup", async ({ body, event }) => {
  await Auth.startSignup(body, clientIp(event));
  return new Reply(202, SIGNUP_STARTED);
});

export const updatePassword = /* @__PURE__ */ route(authRoutes, "auth.updatePassword", async ({ body, auth, event }) =>
  sessionReply(await Auth.updatePassword(auth, body, clientIp(event))),
);

/** Step two of sign-up (ADR 0159): the mailed code makes the account; answers its session like a sign-in. */
export const verify = /* @__PURE__ */ route(authRoutes, "auth.verify", async ({ body }) => sessionReply(await Auth.verify(body)));

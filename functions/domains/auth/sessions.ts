import { decodeJwt } from "jose";
import type { LoginResult, RefreshResult } from "../../../shared/schemas/auth";
import { deleteUser, globalSignOut, passwordLogin, refreshSession, revokeRefreshToken } from "../../lib/cognito";
import { unauthorized } from "../../lib/errors";
import { userPoolSettings } from "../../lib/userpool";
import { getLogin, voidTokensBefore } from "./queries-logins";
import { deleteSession, getSession, recordSession, rotateSession } from "./queries-sessions";
import { formatToken, newSecret, newSessionId, parseToken, seal, secretHash, secretMatches, unseal } from "./refresh-token";

/**
 * Sessions the server knows about (ADRs 0061, 0158): sign-in, refresh, logout, ending every session of a user.
 * Imports no other domain, so the contacts service may call it (closeLogin) without an import cycle.
 */

const SESSION_EXPIRED = "Session has expired";
export const REFRESH_LIFETIME = userPoolSettings.refreshTokenDays * 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A session's answer with what the refresh cookie needs: the rotated token and its remaining lifetime. */
export interface Renewed extends RefreshResult {
  refreshToken: string;
  maxAgeSeconds: number;
}

/**
 * Sign in and start a session the server knows about (ADRs 0061, 0158): the answer's refresh token is our own
 * opaque token; Cognito's is kept sealed in the session record. The answer's companyId is the server's
 * record, not the token's claim (ADR 0060).
 */
export async function signIn(email: string, password: string): Promise<LoginResult> {
  const s = await passwordLogin(email, password);
  const login = await getLogin(s.userId);
  if (!login?.hasLogin) throw unauthorized("Incorrect email or password");
  const issuedAt = Number(decodeJwt(s.accessToken).iat ?? nowSeconds());
  const token = { userId: s.userId, sessionId: newSessionId(), secret: newSecret() };
  await recordSession({
    userId: token.userId,
    sessionId: token.sessionId,
    secretHash: secretHash(token.secret),
    sealed: seal(s.refreshToken, token.secret),
    issuedAt,
    expiresAt: issuedAt + REFRESH_LIFETIME,
  });
  return { ...s, companyId: login.companyId, refreshToken: formatToken(token) };
}

/**
 * A new ID token and a new refresh token for the current refresh token of a live session (ADR 0158). The old
 * token is void from then on: presenting it again — a replay, or the losing one of two refreshes racing with
 * the same token — ends the whole session, the new token included. `userId`, when given (the spec's body),
 * must be the token's.
 */
export async function refresh(refreshToken: string, userId?: string): Promise<Renewed> {
  const t = parseToken(refreshToken);
  if (!t || (userId !== undefined && userId !== t.userId)) throw unauthorized(SESSION_EXPIRED);
  const [s, login] = await Promise.all([getSession(t.userId, t.sessionId), getLogin(t.userId)]);
  const now = nowSeconds();
  if (!s || s.expiresAt <= now) throw unauthorized(SESSION_EXPIRED);
  if (!secretMatches(t.secret, s.secretHash) || !login?.hasLogin || s.issuedAt < login.tokensValidAfter) {
    await deleteSession(t.userId, t.sessionId);
    throw unauthorized(SESSION_EXPIRED);
  }
  const cognitoToken = unseal(s.sealed, t.secret);
  const access = await refreshSession(cognitoToken, t.userId);
  const secret = newSecret();
  if (!(await rotateSession(t.userId, t.sessionId, s.secretHash, { secretHash: secretHash(secret), sealed: seal(cognitoToken, secret) }, now))) {
    await deleteSession(t.userId, t.sessionId);
    throw unauthorized(SESSION_EXPIRED);
  }
  return { ...access, refreshToken: formatToken({ ...t, secret }), maxAgeSeconds: s.expiresAt - now };
}

/**
 * End the session a refresh token belongs to: our record first (it is the authority: from then on every token
 * of the session is refused), then Cognito's refresh token, when the token presented is the current one (only
 * it can unseal Cognito's). An unknown or malformed token ends nothing and is no error: logout always succeeds.
 */
export async function logout(refreshToken: string | undefined): Promise<void> {
  const t = refreshToken ? parseToken(refreshToken) : null;
  if (!t) return;
  const s = await getSession(t.userId, t.sessionId);
  if (!s) return;
  await deleteSession(t.userId, t.sessionId);
  if (!secretMatches(t.secret, s.secretHash)) return;
  // Best effort: the session is already over for our API; Cognito's token is only ever held sealed in it.
  await revokeRefreshToken(unseal(s.sealed, t.secret)).catch((e) => console.warn("Cognito RevokeToken failed", e));
}

/**
 * End every session of a user: our own check (tokens and sessions issued before the next full second are
 * void) and Cognito's global sign-out. Answers the first second from which new tokens are valid; iat has
 * one-second resolution, so a token from the current second cannot be told apart from an older one.
 */
export async function endAllSessions(userId: string, email: string, opts: { closeLogin?: boolean } = {}): Promise<number> {
  const validAfter = nowSeconds() + 1;
  await voidTokensBefore(userId, validAfter, opts);
  await globalSignOut(email);
  return validAfter;
}

/** Wait until new tokens will be valid (at most one second), so a fresh session can be handed out. */
export async function untilValid(validAfter: number) {
  const wait = validAfter * 1000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/**
 * The deletion path for a login (for the account/contact deletion routes to call): our record stops being a
 * login and voids its tokens first, so no request passes even before Cognito forgets the user.
 */
export async function closeLogin(userId: string, email: string) {
  await endAllSessions(userId, email, { closeLogin: true });
  await deleteUser(email);
}

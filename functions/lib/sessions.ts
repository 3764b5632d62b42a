import { decodeJwt } from "jose";
import type { LoginResult, RefreshResult } from "../../shared/schemas/auth";
import { getLogin, voidTokensBefore } from "../db/queries/logins";
import { recordSession, sessionIssuedAt } from "../db/queries/sessions";
import { deleteUser, globalSignOut, passwordLogin, refreshSession } from "./cognito";
import { unauthorized } from "./errors";
import { userPoolSettings } from "./userpool";

const SESSION_EXPIRED = "Session has expired";
const REFRESH_LIFETIME = userPoolSettings.refreshTokenDays * 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Sign in and start a session the server knows about (ADR 0061): the refresh token's hash and issue time are
 * recorded, and the answer's companyId is the server's record, not the token's claim (ADR 0060).
 */
export async function signIn(email: string, password: string): Promise<LoginResult> {
  const s = await passwordLogin(email, password);
  const login = await getLogin(s.userId);
  if (!login?.hasLogin) throw unauthorized("Incorrect email or password");
  const issuedAt = Number(decodeJwt(s.accessToken).iat ?? nowSeconds());
  await recordSession(s.userId, s.refreshToken, issuedAt, REFRESH_LIFETIME);
  return { ...s, companyId: login.companyId };
}

/** A new ID token for a refresh token the server issued to this user and has not voided since. */
export async function refresh(refreshToken: string, userId: string): Promise<RefreshResult> {
  const [issuedAt, login] = await Promise.all([sessionIssuedAt(userId, refreshToken), getLogin(userId)]);
  if (issuedAt === null || !login?.hasLogin || issuedAt < login.tokensValidAfter) throw unauthorized(SESSION_EXPIRED);
  return refreshSession(refreshToken, userId);
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

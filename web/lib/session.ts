import { useSyncExternalStore } from "react";
import type { LoginResult } from "../../shared/schemas/auth";
import { days, deleteCookie, readCookie, writeCookie } from "./cookies";

/**
 * Cookie names of the session. The SPA writes the access
 * and user cookies; the refresh token's cookie is set by the API, HttpOnly on /api/auth (ADR 0158), so no page
 * script can read it: the refresh and logout calls carry it by themselves.
 */
export const COOKIE = { access: "accessToken", refresh: "refreshToken", user: "user", signedIn: "signedIn" } as const;
const LONG_LIVED_DAYS = 30;
/**
 * The session's other cookies all end with the server's session (30 days after sign-in), and the refresh
 * cookie cannot be read by scripts: without a mark that outlives them, a session that ran out looks like
 * nobody ever signed in. This cookie (no data, only "1") says a session was open in this browser and not
 * ended by the user; it outlives the session so its end can be told apart from a first visit.
 */
const SIGNED_IN_MARK_DAYS = 400;

export interface SessionUser {
  id: string;
  companyId: string | null;
  isSuperAdmin: boolean;
}
export type SessionStatus = "signedIn" | "signedOut" | "refreshing";
export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set when the session ended on its own ('Session has expired'), shown once on the login page. */
  error: string | null;
  /** The user signed out on purpose: the login page then does not offer to return to the last screen. */
  loggedOut?: boolean;
}

export const SESSION_EXPIRED = "Session has expired";

function readUser(): SessionUser | null {
  const raw = readCookie(COOKIE.user);
  if (!raw) return null;
  try {
    const u = JSON.parse(raw);
    return typeof u?.id === "string" ? { id: u.id, companyId: u.companyId ?? null, isSuperAdmin: u.isSuperAdmin === true } : null;
  } catch {
    return null;
  }
}

let state: SessionState = { status: "signedOut", user: null, error: null };
const listeners = new Set<() => void>();
function set(next: SessionState) {
  state = next;
  if (next.status === "signedIn") writeCookie(COOKIE.signedIn, "1", days(SIGNED_IN_MARK_DAYS));
  listeners.forEach((l) => l());
}

/** A session was open here and neither signed out nor reported as expired yet. */
const hadSession = () => readCookie(COOKIE.signedIn) === "1";

export const accessToken = () => readCookie(COOKIE.access);

function storeAccess(token: string, expirationDate: string) {
  const expires = new Date(expirationDate);
  writeCookie(COOKIE.access, token, Number.isNaN(expires.getTime()) ? new Date(Date.now() + 3600_000) : expires);
}

/**
 * A refresh token this SPA once wrote itself (path /, readable by scripts) is dropped: the API's HttpOnly
 * cookie replaces it.
 */
const dropScriptRefreshCookie = () => deleteCookie(COOKIE.refresh);

/** Store a fresh login: access cookie until its expiry, user record 30 days (the API set the refresh cookie). */
export function startSession(a: LoginResult) {
  storeAccess(a.accessToken, a.expirationDate);
  dropScriptRefreshCookie();
  const user: SessionUser = { id: a.userId, companyId: a.companyId, isSuperAdmin: a.isSuperAdmin };
  writeCookie(COOKIE.user, JSON.stringify(user), days(LONG_LIVED_DAYS));
  set({ status: "signedIn", user, error: null });
}

/**
 * A failed refresh (and the end of logout) clears the access and user cookies and the signed-in mark (the
 * expiry is reported once); the API clears the refresh cookie.
 */
export function endSession(error: string | null = null) {
  deleteCookie(COOKIE.access);
  deleteCookie(COOKIE.user);
  deleteCookie(COOKIE.signedIn);
  dropScriptRefreshCookie();
  set({ status: "signedOut", user: null, error, loggedOut: error === null });
}

/**
 * No session can be had: 'Session has expired' if one was open here; otherwise signed out (a first visit),
 * keeping what an earlier end said (a second failed call after the expiry must not take the message away).
 */
function noSession() {
  if (hadSession()) endSession(SESSION_EXPIRED);
  else if (state.status !== "signedOut") set({ status: "signedOut", user: null, error: null });
}

/** Logout: the API ends the session on the server and clears the refresh cookie; then the other two go. */
export async function logout() {
  try {
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
  } catch {
    // Offline: the session still ends in this browser; the server's ends with its 30 days.
  }
  endSession();
}

export const clearSessionError = () => state.error && set({ ...state, error: null });

let refreshing: Promise<string | null> | null = null;

/**
 * Browser tabs share the refresh cookie, and a refresh token works once (ADR 0158): a second tab refreshing
 * with the same token would end the session. Tabs take turns through a Web Lock, and a tab that got the lock
 * after another tab refreshed uses that tab's new access token instead of refreshing again.
 */
function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? (locks.request("session-refresh", fn) as Promise<T>) : fn();
}

async function refreshOnce(stale: string | undefined, user: SessionUser): Promise<string> {
  const current = accessToken();
  if (current && current !== stale) return current;
  const res = await fetch("/api/auth/refreshToken", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId: user.id }),
  });
  if (!res.ok) throw new Error(String(res.status));
  const body = (await res.json()) as { accessToken: string; expirationDate: string };
  storeAccess(body.accessToken, body.expirationDate);
  return body.accessToken;
}

/**
 * Get a new access token with the refresh cookie; single-flight so parallel calls share one request, and one
 * tab at a time. `stale` is an access token the API refused: it does not count as a fresh one. Ends the
 * session with 'Session has expired' when no new token can be had.
 */
export function refreshAccessToken(stale?: string): Promise<string | null> {
  refreshing ??= (async () => {
    const user = readUser();
    if (!user) {
      noSession();
      return null;
    }
    try {
      const token = await acrossTabs(() => refreshOnce(stale, user));
      set({ status: "signedIn", user, error: null });
      return token;
    } catch {
      endSession(SESSION_EXPIRED);
      return null;
    }
  })().finally(() => (refreshing = null));
  return refreshing;
}

/**
 * Read the stored session at start. The refresh cookie cannot be seen from here:
 * with a user record but no access token, the refresh call finds out whether it is still there, and a failed
 * refresh ends the session with 'Session has expired'. Without a user record the session is over: expired
 * when this browser had one open (the signed-in mark), or a refresh token a script once wrote is left.
 */
export function initSession() {
  const user = readUser();
  const hasAccess = !!readCookie(COOKIE.access);
  if (user && hasAccess) set({ status: "signedIn", user, error: null });
  else if (user) {
    set({ status: "refreshing", user, error: null });
    void refreshAccessToken();
  } else if (readCookie(COOKIE.refresh)) endSession(SESSION_EXPIRED);
  else noSession();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const getSessionState = () => state;

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState);
}

/** The signed-in user's ids and role (guards ensure a user on every signed-in route). */
export function useSession() {
  const { user } = useSessionState();
  return {
    user,
    userId: user?.id ?? "",
    companyId: user?.companyId ?? null,
    isSuperAdmin: user?.isSuperAdmin === true,
    signOut: logout,
  };
}

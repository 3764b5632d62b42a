import { useSyncExternalStore } from "react";
import type { LoginResult } from "../../shared/schemas/auth";
import { days, deleteCookie, readCookie, writeCookie } from "./cookies";

/** Cookie names of the session (marketplace.md §3 Session data, §7 Authentication). */
export const COOKIE = { access: "accessToken", refresh: "refreshToken", user: "user" } as const;
const LONG_LIVED_DAYS = 30;

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
  listeners.forEach((l) => l());
}

export const accessToken = () => readCookie(COOKIE.access);

function storeAccess(token: string, expirationDate: string) {
  const expires = new Date(expirationDate);
  writeCookie(COOKIE.access, token, Number.isNaN(expires.getTime()) ? new Date(Date.now() + 3600_000) : expires);
}

/** Store a fresh login: access cookie until its expiry, refresh token and user record 30 days. */
export function startSession(a: LoginResult) {
  storeAccess(a.accessToken, a.expirationDate);
  writeCookie(COOKIE.refresh, a.refreshToken, days(LONG_LIVED_DAYS));
  const user: SessionUser = { id: a.userId, companyId: a.companyId, isSuperAdmin: a.isSuperAdmin };
  writeCookie(COOKIE.user, JSON.stringify(user), days(LONG_LIVED_DAYS));
  set({ status: "signedIn", user, error: null });
}

/** Logout (and a failed refresh) clear all three cookies. */
export function endSession(error: string | null = null) {
  Object.values(COOKIE).forEach(deleteCookie);
  set({ status: "signedOut", user: null, error, loggedOut: error === null });
}

export const clearSessionError = () => state.error && set({ ...state, error: null });

let refreshing: Promise<string | null> | null = null;

/**
 * Get a new access token with the refresh token; single-flight so parallel calls share one request.
 * Ends the session with 'Session has expired' when that is impossible.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = readCookie(COOKIE.refresh);
    const user = readUser();
    if (!refreshToken || !user) {
      endSession(SESSION_EXPIRED);
      return null;
    }
    try {
      const res = await fetch("/api/auth/refreshToken", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refreshToken, userId: user.id }),
      });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { accessToken: string; expirationDate: string };
      storeAccess(body.accessToken, body.expirationDate);
      set({ status: "signedIn", user, error: null });
      return body.accessToken;
    } catch {
      endSession(SESSION_EXPIRED);
      return null;
    }
  })().finally(() => (refreshing = null));
  return refreshing;
}

/** Read the stored session at start (marketplace.md §4 Session). */
export function initSession() {
  const user = readUser();
  const hasAccess = !!readCookie(COOKIE.access);
  const hasRefresh = !!readCookie(COOKIE.refresh);
  if (user && hasAccess) set({ status: "signedIn", user, error: null });
  else if (user && hasRefresh) {
    set({ status: "refreshing", user, error: null });
    void refreshAccessToken();
  } else if (user || hasRefresh) endSession(SESSION_EXPIRED);
  else set({ status: "signedOut", user: null, error: null });
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
    signOut: () => endSession(),
  };
}

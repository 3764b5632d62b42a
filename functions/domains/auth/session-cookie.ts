import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { API_PREFIX } from "../../../shared/api/contract";

/**
 * The refresh-token cookie (ADR 0158). The API sets it: HttpOnly, so page
 * scripts never read the token; Secure and SameSite=Strict; sent only to the auth routes. Browsers accept
 * Secure cookies from http://localhost, so the local stack needs no TLS.
 */
export const REFRESH_COOKIE = "refreshToken";
const ATTRIBUTES = `Path=${API_PREFIX}/auth; HttpOnly; Secure; SameSite=Strict`;

export const refreshCookie = (token: string, maxAgeSeconds: number) =>
  `${REFRESH_COOKIE}=${encodeURIComponent(token)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; ${ATTRIBUTES}`;

export const clearedRefreshCookie = () => `${REFRESH_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;

/**
 * The refresh token the browser sent. API Gateway's payload 2.0 passes cookies in `event.cookies`; a raw
 * Cookie header is read too. With several cookies of that name the first wins (the most specific path).
 */
export function refreshTokenFrom(event: APIGatewayProxyEventV2): string | undefined {
  const pairs = event.cookies ?? (event.headers?.cookie ?? "").split(";");
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === REFRESH_COOKIE) {
      const value = pair.slice(at + 1).trim();
      if (!value) continue;
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

import { describe, expect, it } from "vitest";
import { SignJWT, decodeJwt, generateKeyPair, importJWK } from "jose";
import { createRequire } from "node:module";
import { api, login } from "../fixtures/api";
import { refreshCookieOf, withRefreshCookie } from "../fixtures/session-cookie";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

const require = createRequire(import.meta.url);

describe("POST /auth/authenticate", () => {
  it("signs in a demo user and answers the session fields", async () => {
    const r = await api("POST", "/auth/authenticate", { body: { email: "seller@example.com", password: "Recycle#2026" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ companyId: SEEDED_COMPANY.demoRecycling, isSuperAdmin: false });
    expect(typeof r.body.accessToken).toBe("string");
    expect(typeof r.body.refreshToken).toBe("string");
    expect(new Date(r.body.expirationDate).getTime()).toBeGreaterThan(Date.now());
  });

  it("marks the admin as super admin from the Cognito group", async () => {
    expect(await login("admin@example.com")).toMatchObject({ isSuperAdmin: true });
  });

  it("answers 401 with a clear message on a wrong password or unknown user", async () => {
    for (const body of [
      { email: "seller@example.com", password: "Wrong#2026" },
      { email: "nobody@example.com", password: "Recycle#2026" },
    ]) {
      const r = await api("POST", "/auth/authenticate", { body });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe("Incorrect email or password");
    }
  });

  it("answers 400 naming each bad field", async () => {
    const r = await api("POST", "/auth/authenticate", { body: { email: "not-an-email" } });
    expect(r.status).toBe(400);
    expect(r.body.issues).toEqual(
      expect.arrayContaining([
        { path: "body.email", message: "Invalid email address" },
        { path: "body.password", message: "Password is required" },
      ]),
    );
  });

  it("refuses a body that is not JSON with 415 and oversize bodies with 413", async () => {
    const r = await api("POST", "/auth/authenticate", { body: "email=a", headers: { "content-type": "text/plain" } });
    expect(r.status).toBe(415);
    const big = await api("POST", "/auth/authenticate", { body: { email: "a@b.co", password: "x".repeat(300 * 1024) } });
    expect(big.status).toBe(413);
  });
});

describe("POST /auth/refreshToken", () => {
  it("issues a new access token for the same user", async () => {
    const s = await login("buyer@example.com");
    const r = await api("POST", "/auth/refreshToken", { body: { refreshToken: s.refreshToken, userId: s.userId } });
    expect(r.status).toBe(200);
    const me = await api("GET", "/me", { token: r.body.accessToken });
    expect(me.body.email).toBe("buyer@example.com");
  });

  it("refuses a refresh token of another user", async () => {
    const s = await login("buyer@example.com");
    const r = await api("POST", "/auth/refreshToken", { body: { refreshToken: s.refreshToken, userId: "someone-else" } });
    expect(r.status).toBe(401);
  });
});

describe("sessions end on logout and refresh tokens rotate (ADR 0158)", () => {
  const signIn = async (email = "seller@example.com") => {
    const r = await api("POST", "/auth/authenticate", { body: { email, password: "Recycle#2026" } });
    expect(r.status).toBe(200);
    return r;
  };
  const refreshWithCookie = (token: string) => api("POST", "/auth/refreshToken", { body: {}, headers: withRefreshCookie(token) });

  it("sign-in sets the refresh token in an HttpOnly, Secure, SameSite=Strict cookie on /api/auth for 30 days", async () => {
    const r = await signIn();
    const c = refreshCookieOf(r)!;
    expect(c.value).toBe(r.body.refreshToken);
    expect(c.attributes).toMatchObject({ httponly: "", secure: "", samesite: "Strict", path: "/api/auth" });
    expect(Number(c.attributes["max-age"])).toBe(30 * 24 * 3600);
  });

  it("a refresh answers a new refresh token (cookie only); the old one replayed answers 401 and kills the new one", async () => {
    const first = refreshCookieOf(await signIn())!.value;
    const renewed = await refreshWithCookie(first);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refreshToken).toBeUndefined();
    expect((await api("GET", "/me", { token: renewed.body.accessToken })).body.email).toBe("seller@example.com");
    const second = refreshCookieOf(renewed)!;
    expect(second.value).not.toBe(first);
    expect(second.attributes).toMatchObject({ httponly: "", secure: "", samesite: "Strict", path: "/api/auth" });
    expect(Number(second.attributes["max-age"])).toBeGreaterThan(29 * 24 * 3600);

    const replay = await refreshWithCookie(first);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe("Session has expired");
    expect(refreshCookieOf(replay)!.attributes["max-age"]).toBe("0");
    expect((await refreshWithCookie(second.value)).status).toBe(401);
  });

  it("the spec's body form rotates too, answering the new token in the body", async () => {
    const s = (await signIn("buyer@example.com")).body;
    const r = await api("POST", "/auth/refreshToken", { body: { refreshToken: s.refreshToken, userId: s.userId } });
    expect(r.status).toBe(200);
    expect(r.body.refreshToken).toBe(refreshCookieOf(r)!.value);
    const next = await api("POST", "/auth/refreshToken", { body: { refreshToken: r.body.refreshToken, userId: s.userId } });
    expect(next.status).toBe(200);
    expect((await api("POST", "/auth/refreshToken", { body: { refreshToken: s.refreshToken, userId: s.userId } })).status).toBe(401);
  });

  it("after logout the refresh cookie answers 401, and logout clears it", async () => {
    const token = refreshCookieOf(await signIn())!.value;
    const out = await api("POST", "/auth/logout", { headers: withRefreshCookie(token) });
    expect(out.status).toBe(204);
    expect(refreshCookieOf(out)).toMatchObject({ value: "", attributes: { "max-age": "0", httponly: "", path: "/api/auth" } });
    expect((await refreshWithCookie(token)).status).toBe(401);
    // Logging out again, or without a cookie, is no error.
    expect((await api("POST", "/auth/logout", { headers: withRefreshCookie(token) })).status).toBe(204);
    expect((await api("POST", "/auth/logout")).status).toBe(204);
  });

  it("logout ends only that session", async () => {
    const a = refreshCookieOf(await signIn())!.value;
    const b = refreshCookieOf(await signIn())!.value;
    expect((await api("POST", "/auth/logout", { headers: withRefreshCookie(a) })).status).toBe(204);
    expect((await refreshWithCookie(b)).status).toBe(200);
  });

  it("of two parallel refreshes with one token at most one succeeds", async () => {
    for (let round = 0; round < 3; round++) {
      const token = refreshCookieOf(await signIn())!.value;
      const answers = await Promise.all([refreshWithCookie(token), refreshWithCookie(token), refreshWithCookie(token)]);
      expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      expect(answers.every((a) => a.status === 200 || a.status === 401)).toBe(true);
    }
  });

  it("refuses a missing, malformed or forged token with 401", async () => {
    const s = (await signIn()).body;
    const [userId, sessionId] = s.refreshToken.split(".");
    for (const token of ["", "x", `${userId}.${sessionId}`, `${userId}.nosuchsession.${"A".repeat(43)}`])
      expect((await refreshWithCookie(token)).status).toBe(401);
    // A forged secret for a real session counts as reuse: that session ends.
    expect((await refreshWithCookie(`${userId}.${sessionId}.${"A".repeat(43)}`)).status).toBe(401);
    expect((await refreshWithCookie(s.refreshToken)).status).toBe(401);
  });
});

describe("settings (config)", () => {
  it("an admin saves a setting and reads it back; a stale version answers 409", async () => {
    const a = await login("admin@example.com");
    const name = `leads-board-order-${Date.now()}`;
    const first = await api("PUT", `/config?configName=${name}`, { token: a.accessToken, body: { value: { open: ["l1", "l2"] } } });
    expect(first.status).toBe(200);
    const read = await api("GET", `/config?configName=${name}`, { token: a.accessToken });
    expect(read.body).toMatchObject({ name, value: { open: ["l1", "l2"] }, version: first.body.version });
    const second = await api("PUT", `/config?configName=${name}`, { token: a.accessToken, body: { value: { open: ["l2"] }, version: first.body.version } });
    expect(second.status).toBe(200);
    const stale = await api("PUT", `/config?configName=${name}`, { token: a.accessToken, body: { value: { open: [] }, version: first.body.version } });
    expect(stale.status).toBe(409);
    expect((await api("GET", `/config?configName=${name}`, { token: a.accessToken })).body.value).toEqual({ open: ["l2"] });
  });
});

describe("protected routes", () => {
  it("reject a missing, forged or tampered token with 401", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await new SignJWT({ sub: "x", token_use: "id", "cognito:groups": ["superadmin"] })
      .setProtectedHeader({ alg: "RS256", kid: "CognitoLocal" })
      .setExpirationTime("1h")
      .sign(privateKey);
    const real = (await login("seller@example.com")).accessToken;
    const tampered = real.slice(0, -4) + (real.endsWith("AAAA") ? "BBBB" : "AAAA");
    for (const token of [undefined, forged, tampered]) {
      expect((await api("GET", "/me", { token })).status).toBe(401);
    }
  });

  it("reject an expired token signed with the pool's own key", async () => {
    const real = decodeJwt((await login("seller@example.com")).accessToken);
    const { jwk } = require("cognito-local/lib/keys/cognitoLocal.private.json");
    const key = await importJWK(jwk, "RS256");
    const expired = await new SignJWT({ ...real, exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3660 })
      .setProtectedHeader({ alg: "RS256", kid: "CognitoLocal" })
      .sign(key);
    expect((await api("GET", "/me", { token: expired })).status).toBe(401);
    // The same claims with a valid expiry pass, so the 401 above is the expiry's doing.
    const fresh = await new SignJWT({ ...real, exp: Math.floor(Date.now() / 1000) + 600 }).setProtectedHeader({ alg: "RS256", kid: "CognitoLocal" }).sign(key);
    expect((await api("GET", "/me", { token: fresh })).status).toBe(200);
  });

  it("GET /me answers the profile", async () => {
    const s = await login("seller@example.com");
    const r = await api("GET", "/me", { token: s.accessToken });
    expect(r.body).toEqual({ id: s.userId, email: "seller@example.com", firstName: "Sven", lastName: "Seller" });
  });

  it("admin routes refuse ordinary users with 403", async () => {
    const s = await login("seller@example.com");
    const r = await api("PUT", "/config?configName=x", { token: s.accessToken, body: { value: 1 } });
    expect(r.status).toBe(403);
    expect((await api("GET", "/config?configName=x", { token: s.accessToken })).status).toBe(403);
  });
});

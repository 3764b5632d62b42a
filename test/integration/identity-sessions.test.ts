import { AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { SignJWT, decodeJwt, importJWK } from "jose";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { db } from "../../functions/db/service";
import { parseToken, unseal } from "../../functions/domains/auth/refresh-token";
import { closeLogin } from "../../functions/domains/auth";
import { api, login } from "../fixtures/api";
import { withRefreshCookie } from "../fixtures/session-cookie";
import { newTenant } from "../fixtures/factories";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

const require = createRequire(import.meta.url);
const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const signUp = (tag: string) => newTenant({ companyName: `${tag} ${Date.now()} Ltd` });

beforeAll(() => {
  // Admin calls (Cognito, the table) below go straight to the test stack's emulators.
  Object.assign(process.env, inject("stackEnv"));
});

describe("company membership comes from the server's record, not the token", () => {
  it("the user pool refuses to move a user into another company (immutable custom:companyId)", async () => {
    const u = await signUp("move");
    const cognito = new CognitoIdentityProviderClient({ region: process.env.AWS_REGION, endpoint: process.env.COGNITO_ENDPOINT });
    const change = cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: process.env.USER_POOL_ID,
        Username: u.email,
        UserAttributes: [{ Name: "custom:companyId", Value: SELLER_CO }],
      }),
    );
    await expect(change).rejects.toThrow(/immutable|cannot be updated/i);
    const again = await api("POST", "/auth/authenticate", { body: { email: u.email, password: u.password } });
    expect(decodeJwt(again.body.accessToken)["custom:companyId"]).toBe(u.companyId);
    expect((await api("GET", `/companies/${SELLER_CO}`, { token: again.body.accessToken })).status).toBe(404);
  });

  it("a pool-signed token claiming another company gets nothing of that company", async () => {
    const u = await signUp("claim");
    const seller = await login("seller@example.com");
    // What a token looks like after a pool let custom:companyId be rewritten: signed by the pool's own key.
    const { jwk } = require("cognito-local/lib/keys/cognitoLocal.private.json");
    const key = await importJWK(jwk, "RS256");
    const claims = decodeJwt(u.accessToken);
    const token = await new SignJWT({ ...claims, "custom:companyId": SELLER_CO }).setProtectedHeader({ alg: "RS256", kid: "CognitoLocal" }).sign(key);
    expect((await api("GET", "/me", { token })).status).toBe(200);
    expect((await api("GET", `/companies/${SELLER_CO}`, { token })).status).toBe(404);
    expect((await api("GET", "/companies", { token })).body.items.map((c: { id: string }) => c.id)).toEqual([u.companyId]);
    expect((await api("GET", "/materials", { token })).body.items).toEqual([]);
    const sellerMaterials = (await api("GET", "/materials", { token: seller.accessToken })).body.items as { id: string }[];
    expect(sellerMaterials.length).toBeGreaterThan(0);
    expect((await api("GET", `/materials/${sellerMaterials[0].id}`, { token })).status).toBe(404);
    expect((await api("GET", `/companies/${SELLER_CO}/materials`, { token })).status).toBe(404);
    expect((await api("GET", `/contacts/${seller.userId}`, { token })).status).toBe(404);
    // The sign-in answer takes the company from the record too.
    expect((await api("POST", "/auth/authenticate", { body: { email: u.email, password: u.password } })).body.companyId).toBe(u.companyId);
  });
});

describe("sessions end when they should", () => {
  it("a password change voids the old ID and refresh tokens and answers a fresh, working session", async () => {
    const u = await signUp("pw");
    const r = await api("POST", "/auth/updatePassword", { token: u.accessToken, body: { oldPassword: u.password, newPassword: "New!pass2" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ userId: u.userId, companyId: u.companyId, isSuperAdmin: false });
    expect((await api("GET", "/me", { token: u.accessToken })).status).toBe(401);
    const oldRefresh = await api("POST", "/auth/refreshToken", { body: { refreshToken: u.refreshToken, userId: u.userId } });
    expect(oldRefresh.status).toBe(401);
    expect(oldRefresh.body.message).toBe("Session has expired");
    expect((await api("GET", "/me", { token: r.body.accessToken })).status).toBe(200);
    const renewed = await api("POST", "/auth/refreshToken", { body: { refreshToken: r.body.refreshToken, userId: u.userId } });
    expect(renewed.status).toBe(200);
    expect((await api("GET", "/me", { token: renewed.body.accessToken })).status).toBe(200);
  });

  it("a refresh token the server did not issue to this user is refused", async () => {
    const u = await signUp("foreign");
    const other = await signUp("other");
    const r = await api("POST", "/auth/refreshToken", { body: { refreshToken: other.refreshToken, userId: u.userId } });
    expect(r.status).toBe(401);
  });

  it("a deleted user record answers 401 and the old token creates nothing", async () => {
    const u = await signUp("gone");
    await db().contact.delete({ id: u.userId }).go();
    expect((await api("GET", "/me", { token: u.accessToken })).status).toBe(401);
    const create = await api("PUT", "/materials", { token: u.accessToken, body: { name: "ghost", type: "pp" } });
    expect(create.status).toBe(401);
    expect((await api("POST", "/auth/refreshToken", { body: { refreshToken: u.refreshToken, userId: u.userId } })).status).toBe(401);
  });

  it("closing a login (the account deletion path) voids its tokens and removes it from Cognito", async () => {
    const u = await signUp("close");
    await closeLogin(u.userId, u.email);
    expect((await api("GET", "/me", { token: u.accessToken })).status).toBe(401);
    expect((await api("POST", "/auth/refreshToken", { body: { refreshToken: u.refreshToken, userId: u.userId } })).status).toBe(401);
    expect((await api("POST", "/auth/authenticate", { body: { email: u.email, password: u.password } })).status).toBe(401);
  });
});

describe("logout revokes Cognito's refresh token too (ADR 0158)", () => {
  it("the session's Cognito refresh token no longer works after logout", async () => {
    const u = await signUp("logout");
    const t = parseToken(u.refreshToken)!;
    // What only the server holds: Cognito's refresh token, sealed under the browser token's secret.
    const stored = (await db().session.get({ userId: t.userId, sessionId: t.sessionId }).go()).data!;
    const cognitoToken = unseal(stored.sealed, t.secret);
    expect(stored.sealed).not.toContain(cognitoToken);
    const cognito = new CognitoIdentityProviderClient({ region: process.env.AWS_REGION, endpoint: process.env.COGNITO_ENDPOINT });
    const refreshAtCognito = () =>
      cognito.send(
        new InitiateAuthCommand({ AuthFlow: "REFRESH_TOKEN_AUTH", ClientId: process.env.USER_POOL_CLIENT_ID, AuthParameters: { REFRESH_TOKEN: cognitoToken } }),
      );
    expect((await refreshAtCognito()).AuthenticationResult?.IdToken).toBeTruthy();
    expect((await api("POST", "/auth/logout", { headers: withRefreshCookie(u.refreshToken) })).status).toBe(204);
    expect((await db().session.get({ userId: t.userId, sessionId: t.sessionId }).go()).data).toBeNull();
    await expect(refreshAtCognito()).rejects.toThrow();
  });
});

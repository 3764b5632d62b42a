import { describe, expect, it } from "vitest";
import { api, login } from "../fixtures/api";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const BUYER_CO = SEEDED_COMPANY.demoPackaging;

describe("company access", () => {
  it("an ordinary user reaches their own company and gets 404 for another", async () => {
    const s = await login("seller@example.com");
    expect((await api("GET", `/companies/${SELLER_CO}`, { token: s.accessToken })).status).toBe(200);
    expect((await api("GET", `/companies/${BUYER_CO}`, { token: s.accessToken })).status).toBe(404);
  });

  it("the company list shows an ordinary user only their company, an admin all", async () => {
    const s = await login("seller@example.com");
    const own = await api("GET", "/companies", { token: s.accessToken });
    expect(own.body.items.map((c: { id: string }) => c.id)).toEqual([SELLER_CO]);
    const a = await login("admin@example.com");
    const all = await api("GET", "/companies?q=DEMO", { token: a.accessToken });
    expect(all.body.items.map((c: { name: string }) => c.name).sort()).toEqual(["Demo Packaging AG", "Demo Recycling GmbH"]);
  });

  it("a stale contact update answers 409 and does not overwrite", async () => {
    const s = await login("buyer@example.com");
    const me = (await api("GET", `/contacts/${s.userId}`, { token: s.accessToken })).body;
    const first = await api("POST", `/contacts/${s.userId}`, { token: s.accessToken, body: { position: "Head of purchasing", version: me.version } });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(me.version + 1);
    const stale = await api("POST", `/contacts/${s.userId}`, { token: s.accessToken, body: { position: "Overwritten", version: me.version } });
    expect(stale.status).toBe(409);
    expect((await api("GET", `/contacts/${s.userId}`, { token: s.accessToken })).body.position).toBe("Head of purchasing");
  });

  it("contacts of another company are not reachable", async () => {
    const buyer = await login("buyer@example.com");
    const seller = await login("seller@example.com");
    expect((await api("GET", `/contacts/${buyer.userId}`, { token: seller.accessToken })).status).toBe(404);
    expect((await api("POST", `/contacts/${buyer.userId}`, { token: seller.accessToken, body: { position: "x" } })).status).toBe(404);
  });
});

describe("notification routes' access", () => {
  it("the bell and the settings need a sign-in; the unsubscribe link needs none, only its token", async () => {
    for (const [method, path] of [
      ["GET", "/notifications"],
      ["POST", "/notifications/x/read"],
      ["POST", "/notifications/read-all"],
      ["GET", "/me/notification-settings"],
      ["PUT", "/me/notification-settings"],
    ] as const)
      expect((await api(method, path, { body: method === "GET" ? undefined : {} })).status, `${method} ${path}`).toBe(401);
    expect((await api("POST", "/notifications/unsubscribe", {})).status).toBe(400);
    const s = await login("seller@example.com");
    expect((await api("GET", "/notifications", { token: s.accessToken })).status).toBe(200);
    expect((await api("GET", "/me/notification-settings", { token: s.accessToken })).status).toBe(200);
  });
});

describe("certificate register routes' access", () => {
  const routes = (companyId: string) =>
    [
      ["GET", `/companies/${companyId}/certificates`],
      ["PUT", `/companies/${companyId}/certificates`],
      ["POST", `/companies/${companyId}/certificates/cert-00000000`],
      ["DELETE", `/companies/${companyId}/certificates/cert-00000000`],
      ["POST", `/companies/${companyId}/upload-certificate`],
    ] as const;
  const bodyOf = (method: string, path: string) =>
    method === "GET" || method === "DELETE"
      ? undefined
      : path.endsWith("upload-certificate")
        ? { contentType: "application/pdf" }
        : path.endsWith("/certificates")
          ? { version: 0, certificates: [] }
          : { type: "grs", number: "1", issuer: "x", validFrom: "2026-01-01", validUntil: "2027-01-01" };

  it("need a sign-in; an ordinary user reaches only their own company's (another's is a 404); staff reach every company's", async () => {
    for (const [method, path] of routes(BUYER_CO)) expect((await api(method, path, { body: bodyOf(method, path) })).status, `${method} ${path}`).toBe(401);
    const s = await login("seller@example.com");
    for (const [method, path] of routes(BUYER_CO))
      expect((await api(method, path, { token: s.accessToken, body: bodyOf(method, path) })).status, `${method} ${path}`).toBe(404);
    expect((await api("GET", `/companies/${SELLER_CO}/certificates`, { token: s.accessToken })).status).toBe(200);
    const a = await login("admin@example.com");
    expect((await api("GET", `/companies/${BUYER_CO}/certificates`, { token: a.accessToken })).status).toBe(200);
  });
});

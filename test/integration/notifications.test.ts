import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Notification, NotificationPage } from "../../shared/schemas/notification";
import { alertsForMaterial, alertsForRequest } from "../../functions/domains/notifications";
import { api, login } from "../fixtures/api";
import { issuePaths, newTenant, tag, type Tenant } from "../fixtures/factories";
import { matchingSettled } from "../fixtures/matching";
import { mailTo, type StoredMail } from "../fixtures/ses";
import { waitFor } from "../fixtures/wait";

/**
 * Match alerts: a new material that matches an open request tells the buyer once (bell and, as they chose,
 * mail with a one-click unsubscribe); a new request tells the sellers of its real matches without naming the
 * buyer. Every company here is a tenant of the test's own.
 */

let admin: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});

/** A material and a request the engine calls a real match (type, condition, colour, amount within capacity). */
const MATERIAL = {
  type: "pom",
  condition: "regrind",
  color: "natural",
  source: "postIndustrial",
  capacity: { amount: 80, frequency: "month" },
  countryOfOrigin: "DE",
};
const REQUEST = { materialType: "pom", conditions: ["regrind"], colors: ["natural"], amount: 40 };

const notifications = async (t: Tenant): Promise<NotificationPage> => {
  const r = await api<NotificationPage>("GET", "/notifications?limit=200", { token: t.accessToken });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const setMode = async (t: Tenant, matchAlerts: string) => {
  const r = await api("PUT", "/me/notification-settings", { token: t.accessToken, body: { matchAlerts } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const newRequest = async (t: Tenant, description: string) => {
  const r = await api("POST", "/material-requests", { token: t.accessToken, body: { description, ...REQUEST } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  await matchingSettled(r.body.id, admin);
  return r.body.id as string;
};
const newMaterial = async (t: Tenant, name: string) => {
  const r = await api("PUT", "/materials", { token: t.accessToken, body: { name, ...MATERIAL } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; version: number };
};
const tokenOf = (mail: StoredMail) => /unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(mail.body?.text ?? "")?.[1];

describe("match alerts", () => {
  let buyer: Tenant;
  let seller: Tenant;
  let mine: Notification;
  let material: { id: string; version: number };
  const name = `rPOM alert ${tag()}`;

  it("a new fitting material tells the buyer once, in the bell and by one mail with the unsubscribe link; nobody unrelated", async () => {
    const other = await newTenant();
    [buyer, seller] = await Promise.all([newTenant(), newTenant()]);
    await setMode(buyer, "instant");
    await newRequest(buyer, `POM regrind wanted ${tag()}`);
    material = await newMaterial(seller, name);
    const page = await waitFor(
      "the buyer's alert",
      () => notifications(buyer),
      (p) => p.items.some((n) => n.material?.name === name),
    );
    const about = page.items.filter((n) => n.material?.name === name);
    expect(about).toHaveLength(1);
    mine = about[0];
    expect(mine).toMatchObject({ kind: "materialMatchesRequest", read: false, materialId: null, material: { name, type: "pom", color: "natural" } });
    expect(JSON.stringify(mine)).not.toContain(seller.companyName);
    expect(page.unread).toBeGreaterThanOrEqual(1);
    const mails = await waitFor(
      "the buyer's mail",
      async () => (await mailTo(buyer.email)).filter((m) => m.body?.text?.includes(name)),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(tokenOf(mails[0])).toBeTruthy();
    expect(mails[0].body?.html).toContain("/unsubscribe?token=");
    expect((await notifications(other)).items).toEqual([]);
  });

  it("the material changed again and still matching tells nobody twice", async () => {
    const r = await api("POST", `/materials/${material.id}`, { token: seller.accessToken, body: { description: "Changed", version: material.version } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // the workflow the change started and this direct run both find the claim
    expect((await alertsForMaterial(material.id)).notified).toBe(0);
    expect((await notifications(buyer)).items.filter((n) => n.material?.name === name)).toHaveLength(1);
    expect((await mailTo(buyer.email)).filter((m) => m.body?.text?.includes(name))).toHaveLength(1);
  });

  it("only the owner reads and marks a notification: another user's id answers 404", async () => {
    const stranger = await newTenant();
    expect((await api("POST", `/notifications/${mine.id}/read`, { token: stranger.accessToken })).status).toBe(404);
    expect((await api("POST", "/notifications/ntf_unknown/read", { token: buyer.accessToken })).status).toBe(404);
    const ok = await api("POST", `/notifications/${mine.id}/read`, { token: buyer.accessToken });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ id: mine.id, read: true });
    const all = await api("POST", "/notifications/read-all", { token: buyer.accessToken });
    expect(all.status).toBe(200);
    expect((await notifications(buyer)).unread).toBe(0);
  });

  it("settings: daily by default, a bad body answers 400 naming the field", async () => {
    const t = await newTenant();
    expect((await api("GET", "/me/notification-settings", { token: t.accessToken })).body).toEqual({ matchAlerts: "daily" });
    const bad = await api("PUT", "/me/notification-settings", { token: t.accessToken, body: { matchAlerts: "hourly" } });
    expect(bad.status).toBe(400);
    expect(issuePaths(bad)).toEqual(["body.matchAlerts"]);
    expect((await api("GET", "/notifications", {})).status).toBe(401);
  });

  it("unsubscribe works without signing in; a forged token answers 400", async () => {
    const mail = (await mailTo(buyer.email)).find((m) => m.body?.text?.includes(name))!;
    const token = tokenOf(mail)!;
    const ok = await api("POST", `/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {});
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await api("GET", "/me/notification-settings", { token: buyer.accessToken })).body).toEqual({ matchAlerts: "off" });
    const [id, tagPart] = token.split(".");
    const forged = `${Buffer.from(seller.userId).toString("base64url")}.${tagPart}`;
    for (const t of [forged, `${id}.x${tagPart.slice(1)}`, "nonsense"]) {
      const r = await api("POST", `/notifications/unsubscribe?token=${encodeURIComponent(t)}`, {});
      expect(r.status, t).toBe(400);
      expect(issuePaths(r)).toEqual(["query.token"]);
    }
  });

  it("a new request tells the sellers of its real matches without the buyer's identity; 'off' sends no mail", async () => {
    const [instantSeller, quietSeller] = await Promise.all([newTenant(), newTenant()]);
    await Promise.all([setMode(instantSeller, "instant"), setMode(quietSeller, "off")]);
    const [m1, m2] = await Promise.all([newMaterial(instantSeller, `rPOM seller ${tag()}`), newMaterial(quietSeller, `rPOM quiet ${tag()}`)]);
    const secret = `Secret buyer ${tag()} AG`;
    const requestBuyer = await newTenant({ companyName: secret });
    const description = `We at ${secret} need POM ${tag()}`;
    const requestId = await newRequest(requestBuyer, description);
    const told = (t: Tenant, materialId: string) =>
      waitFor(
        "the seller's alert",
        () => notifications(t),
        (p) => p.items.some((n) => n.materialId === materialId && n.kind === "requestMatchesMaterial"),
      );
    const [a, b] = await Promise.all([told(instantSeller, m1.id), told(quietSeller, m2.id)]);
    for (const page of [a, b]) {
      const n = page.items.find((x) => x.kind === "requestMatchesMaterial")!;
      expect(n).toMatchObject({ requestId: null, request: { materialType: "pom", amount: 40, colors: ["natural"], conditions: ["regrind"] } });
      expect(JSON.stringify(page)).not.toContain(secret);
      expect(JSON.stringify(page)).not.toContain(description);
    }
    const mails = await waitFor(
      "the seller's mail",
      () => mailTo(instantSeller.email),
      (m) => m.some((x) => x.subject === "A new request matches your material"),
    );
    expect(JSON.stringify(mails)).not.toContain(secret);
    expect((await alertsForRequest(requestId)).notified).toBe(0);
    expect((await mailTo(quietSeller.email)).filter((m) => m.subject.includes("match"))).toEqual([]);
  });
});

describe("the demo seed", () => {
  it("leaves a match alert in the seeded buyer's bell", async () => {
    const buyer = (await login("buyer@example.com")).accessToken;
    const r = await api<NotificationPage>("GET", "/notifications?limit=200", { token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.items.filter((n) => n.kind === "materialMatchesRequest").length).toBeGreaterThan(0);
  });
});

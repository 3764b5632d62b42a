import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "../../shared/rules/certificates";
import type { CertificateRegister } from "../../shared/schemas/certificate";
import type { MatchFactor } from "../../shared/schemas/material-match";
import type { NotificationPage } from "../../shared/schemas/notification";
import { checkCertificateExpiry, expiryStats, registerReads, today } from "../../functions/domains/certificates";
import { matchingMaterials } from "../../functions/core/outreach";
import { recommend } from "../../functions/core/recommend";
import { sellerDemand } from "../../functions/domains/researches/relevant";
import { api, login } from "../fixtures/api";
import { dynamoCallsOf } from "../fixtures/client-hooks";
import { issuePaths, newTenant, tag, type Tenant } from "../fixtures/factories";
import { invoke } from "../fixtures/invoke";
import { matchingSettled } from "../fixtures/matching";
import { sendUpload } from "../fixtures/upload";

/**
 * The certificate register: a company's users and staff keep it (another company's id answers 404), a stale
 * whole-list PUT is a 409, the daily expiry check warns in the bell once per stage, and the matching engine
 * counts only the certificates the register verifies. Every company here is a tenant of the test's own.
 */

let admin: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});

const certId = () => `cert-${randomUUID()}`;
const day = today();
const cert = (over: Record<string, unknown> = {}) => ({
  type: "efsa",
  number: `EFSA-${tag()}`,
  issuer: "European Food Safety Authority",
  validFrom: addDays(day, -100),
  validUntil: addDays(day, 200),
  ...over,
});
const register = async (t: Tenant, token = t.accessToken) => {
  const r = await api<CertificateRegister>("GET", `/companies/${t.companyId}/certificates`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const save = (t: Tenant, id: string, body: object, token = t.accessToken) =>
  api<CertificateRegister & { issues?: { path: string }[] }>("POST", `/companies/${t.companyId}/certificates/${id}`, { token, body });

describe("the certificate register", () => {
  it("a company user creates, updates (idempotent on the id), lists and deletes; staff reach it too", async () => {
    const t = await newTenant();
    expect(await register(t)).toEqual({ companyId: t.companyId, certificates: [], version: 0 });
    const id = certId();
    const body = cert();
    const created = await save(t, id, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.certificates).toMatchObject([{ id, ...body, file: null, validity: "valid" }]);
    expect(created.body.version).toBe(1);
    // the same body again: still one certificate
    expect((await save(t, id, body)).body.certificates).toHaveLength(1);
    const updated = await save(t, id, { ...body, number: "EFSA-2" }, admin);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.certificates).toMatchObject([{ id, number: "EFSA-2" }]);
    const expired = await save(t, certId(), cert({ type: "grs", validFrom: addDays(day, -400), validUntil: addDays(day, -1) }));
    expect(expired.body.certificates.map((c) => c.validity)).toEqual(["expired", "valid"]);
    const gone = await api<CertificateRegister>("DELETE", `/companies/${t.companyId}/certificates/${id}`, { token: t.accessToken });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.certificates.map((c) => c.type)).toEqual(["grs"]);
    expect((await api("DELETE", `/companies/${t.companyId}/certificates/${id}`, { token: t.accessToken })).status).toBe(404);
  });

  it("bad dates and an unknown type are 400s naming the field", async () => {
    const t = await newTenant();
    const backwards = await save(t, certId(), cert({ validFrom: "2027-01-02", validUntil: "2027-01-01" }));
    expect(backwards.status).toBe(400);
    expect(issuePaths(backwards)).toEqual(["body.validUntil"]);
    const notADate = await save(t, certId(), cert({ validFrom: "01.02.2027" }));
    expect(notADate.status).toBe(400);
    expect(issuePaths(notADate)).toEqual(["body.validFrom"]);
    const badType = await save(t, certId(), cert({ type: "ISO 14001" }));
    expect(badType.status).toBe(400);
    expect(issuePaths(badType)).toEqual(["body.type"]);
    const badId = await save(t, "x", cert());
    expect(badId.status).toBe(400);
    const list = await api("PUT", `/companies/${t.companyId}/certificates`, {
      token: t.accessToken,
      body: { version: 0, certificates: [{ id: certId(), ...cert({ validUntil: addDays(day, -200) }) }] },
    });
    expect(list.status).toBe(400);
    expect(issuePaths(list)).toEqual(["body.certificates.0.validUntil"]);
  });

  it("another company's user gets 404 on every route", async () => {
    const [owner, other] = await Promise.all([newTenant(), newTenant()]);
    const id = certId();
    expect((await save(owner, id, cert())).status).toBe(200);
    const base = `/companies/${owner.companyId}`;
    for (const [method, path, body] of [
      ["GET", `${base}/certificates`, undefined],
      ["PUT", `${base}/certificates`, { version: 1, certificates: [] }],
      ["POST", `${base}/certificates/${id}`, cert()],
      ["DELETE", `${base}/certificates/${id}`, undefined],
      ["POST", `${base}/upload-certificate`, { contentType: "application/pdf" }],
    ] as const) {
      const r = await api(method, path, { token: other.accessToken, ...(body ? { body } : {}) });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await register(owner)).certificates).toHaveLength(1);
  });

  it("a whole-list PUT names the version it read: a stale one is a 409 and changes nothing", async () => {
    const t = await newTenant();
    const first = await api<CertificateRegister>("PUT", `/companies/${t.companyId}/certificates`, {
      token: t.accessToken,
      body: { version: 0, certificates: [{ id: certId(), ...cert() }] },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(1);
    await save(t, certId(), cert({ type: "grs" }));
    const stale = await api("PUT", `/companies/${t.companyId}/certificates`, { token: t.accessToken, body: { version: 1, certificates: [] } });
    expect(stale.status).toBe(409);
    expect((await register(t)).certificates).toHaveLength(2);
    const fresh = await api<CertificateRegister>("PUT", `/companies/${t.companyId}/certificates`, {
      token: t.accessToken,
      body: { version: 2, certificates: [] },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ certificates: [], version: 3 });
  });

  it("the PDF is a presigned upload under the company's folder, registered when the certificate is saved", async () => {
    const t = await newTenant();
    const up = await api("POST", `/companies/${t.companyId}/upload-certificate`, {
      token: t.accessToken,
      body: { contentType: "application/pdf", name: "efsa.pdf" },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.uploadFields.key).toBe(`pending/companies/${t.companyId}/certificates/${up.body.id}`);
    expect((await api("POST", `/companies/${t.companyId}/upload-certificate`, { token: t.accessToken, body: { contentType: "image/png" } })).status).toBe(415);
    const id = certId();
    // not uploaded yet: 400 naming the file
    const early = await save(t, id, cert({ file: up.body.file }));
    expect(early.status).toBe(400);
    expect(issuePaths(early)[0]).toMatch(/^body\.file/);
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n");
    expect((await sendUpload(up.body, pdf, "application/pdf")).status).toBeLessThan(300);
    const saved = await save(t, id, cert({ file: { ...up.body.file, size: pdf.length } }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.certificates[0].file).toMatchObject({ id: up.body.id, name: "efsa.pdf", size: pdf.length, contentType: "application/pdf" });
    expect(saved.body.certificates[0].file?.url).toMatch(/^http/);
  });
});

describe("expiry warnings in the bell", () => {
  const bell = async (t: Tenant) => {
    const r = await api<NotificationPage>("GET", "/notifications?limit=200", { token: t.accessToken });
    expect(r.status).toBe(200);
    return r.body.items.filter((n) => n.kind === "certificateExpiry");
  };

  it("a certificate expiring in 30 days is warned about once, however often the check runs", async () => {
    const t = await newTenant();
    const id = certId();
    const far = certId();
    await save(t, id, cert({ validUntil: addDays(day, 30) }));
    await save(t, far, cert({ type: "grs", validUntil: addDays(day, 300) }));
    const before = expiryStats.warned;
    await checkCertificateExpiry();
    await checkCertificateExpiry();
    const warnings = await bell(t);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      read: false,
      certificate: { companyId: t.companyId, certificateId: id, type: "efsa", validUntil: addDays(day, 30), daysBefore: 30 },
    });
    expect(expiryStats.warned - before).toBeGreaterThanOrEqual(1);
    // on the day it expires: the last warning, once
    await checkCertificateExpiry(addDays(day, 30));
    await checkCertificateExpiry(addDays(day, 30));
    expect((await bell(t)).map((n) => n.certificate?.daysBefore)).toEqual([0, 30]);
  });

  it("a deleted certificate is not warned about", async () => {
    const t = await newTenant();
    const id = certId();
    await save(t, id, cert({ validUntil: addDays(day, 10) }));
    await api("DELETE", `/companies/${t.companyId}/certificates/${id}`, { token: t.accessToken });
    await checkCertificateExpiry();
    expect(await bell(t)).toEqual([]);
  });
});

describe("matching counts only verified certificates", () => {
  it("a food-contact request no longer matches a material whose EFSA approval expired, and the factor says why", async () => {
    const [seller, buyer] = await Promise.all([newTenant(), newTenant()]);
    const type = "pet";
    const m = await api("PUT", "/materials", {
      token: seller.accessToken,
      body: {
        name: `rPET food ${tag()}`,
        type,
        condition: "regrind",
        color: "transparent",
        source: "postConsumer",
        capacity: { amount: 500, frequency: "month" },
        countryOfOrigin: "DE",
        certificates: ["efsa"],
      },
    });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    const certificate = certId();
    await save(seller, certificate, cert({ validUntil: addDays(day, 100) }));
    const r = await api("POST", "/material-requests", {
      token: buyer.accessToken,
      body: { description: `Trays for food contact ${tag()}`, materialType: type, conditions: ["regrind"], colors: ["transparent"], amount: 20 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const settled = await matchingSettled(r.body.id, admin);
    const rowOf = async () => {
      const all = await api("GET", `/material-requests/${r.body.id}/matches?scope=all&limit=200`, { token: admin });
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      return (all.body.items as { materialId: string; isMatch: boolean; factors: MatchFactor[] }[]).find((x) => x.materialId === m.body.id)!;
    };
    const before = await rowOf();
    expect(before.isMatch).toBe(true);
    expect(before.factors.find((f) => f.field === "foodContact")).toMatchObject({ verdict: "match", reason: "approved" });

    await save(seller, certificate, cert({ validFrom: addDays(day, -400), validUntil: addDays(day, -1) }));
    const rematch = await api("POST", `/material-requests/${r.body.id}/matching`, { token: admin });
    expect(rematch.status, JSON.stringify(rematch.body)).toBeLessThan(300);
    await matchingSettled(r.body.id, admin, settled.matchedDate);
    const after = await rowOf();
    expect(after.isMatch).toBe(false);
    expect(after.factors.find((f) => f.field === "foodContact")).toMatchObject({ verdict: "mismatch", reason: "approvalExpired", actual: ["efsa"] });
    const written = await api("GET", `/material-requests/${r.body.id}/matches`, { token: admin });
    expect((written.body.items as { materialId: string }[]).some((x) => x.materialId === m.body.id)).toBe(false);
  });
});

describe("the catalogue shows each named certificate's status", () => {
  it("verified, expired and unverified, from the seller's register", async () => {
    const seller = await newTenant();
    const m = await api("PUT", "/materials", {
      token: admin,
      body: { companyId: seller.companyId, name: `rPET ${tag()}`, type: "pet", countryOfOrigin: "DE", certificates: ["efsa", "grs", "fda"] },
    });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    expect((await api("POST", `/materials/${m.body.id}`, { token: admin, body: { isPublic: true } })).status).toBe(200);
    await save(seller, certId(), cert({ type: "efsa" }));
    await save(seller, certId(), cert({ type: "grs", validFrom: addDays(day, -400), validUntil: addDays(day, -2) }));
    const r = await api("GET", `/catalog/materials/${m.body.id}`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.certificateStatuses).toEqual([
      { name: "efsa", status: "verified", validUntil: addDays(day, 200) },
      { name: "grs", status: "expired", validUntil: addDays(day, -2) },
      { name: "fda", status: "unverified" },
    ]);
  });
});

describe("the catalogue list shows each named certificate's status", () => {
  it("from each seller's register, the page's registers read in one BatchGet", async () => {
    const sellers = await Promise.all([newTenant(), newTenant()]);
    const listed = async (seller: Tenant, certificates: string[]) => {
      const m = await api("PUT", "/materials", {
        token: admin,
        body: { companyId: seller.companyId, name: `rPET list ${tag()}`, type: "pet", countryOfOrigin: "DE", certificates },
      });
      expect(m.status, JSON.stringify(m.body)).toBe(201);
      expect((await api("POST", `/materials/${m.body.id}`, { token: admin, body: { isPublic: true } })).status).toBe(200);
      return m.body.id as string;
    };
    await save(sellers[0], certId(), cert({ type: "efsa" }));
    await save(sellers[0], certId(), cert({ type: "grs", validFrom: addDays(day, -400), validUntil: addDays(day, -2) }));
    await save(sellers[1], certId(), cert({ type: "fda" }));
    const first = await listed(sellers[0], ["efsa", "grs", "fda"]);
    const second = await listed(sellers[1], ["fda", "efsa"]);

    const before = { ...registerReads };
    const { result, calls } = await dynamoCallsOf(() => invoke("catalog.list", { method: "GET", path: "/public-materials" }));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const items = result.body.items as { id: string; companyId?: string; certificateStatuses: unknown }[];
    const statuses = (id: string) => items.find((i) => i.id === id)?.certificateStatuses;
    expect(statuses(first)).toEqual([
      { name: "efsa", status: "verified", validUntil: addDays(day, 200) },
      { name: "grs", status: "expired", validUntil: addDays(day, -2) },
      { name: "fda", status: "unverified" },
    ]);
    expect(statuses(second)).toEqual([
      { name: "fda", status: "verified", validUntil: addDays(day, 200) },
      { name: "efsa", status: "unverified" },
    ]);
    // the public list still names no company
    expect(items.every((i) => i.companyId === undefined)).toBe(true);
    // one BatchGet for every register of the page's companies (beside the page's own), never a read per material
    expect(registerReads.batches - before.batches).toBe(1);
    expect(registerReads.companies - before.companies).toBeGreaterThanOrEqual(2);
    expect(calls.filter((c) => c === "BatchGetItemCommand")).toHaveLength(2);
    expect(calls.filter((c) => c === "GetItemCommand")).toHaveLength(0);
  });
});

describe("outreach, research and the assistant rank as the matching run does", () => {
  // two sellers list the same food-grade material; only the first one's EFSA approval is valid today
  const type = "pca";
  let valid: { seller: Tenant; id: string };
  let expired: { seller: Tenant; id: string };
  const listedFoodGrade = async (seller: Tenant) => {
    const m = await api("PUT", "/materials", {
      token: admin,
      body: {
        companyId: seller.companyId,
        name: `rPCA food ${tag()}`,
        type,
        condition: "regrind",
        color: "transparent",
        source: "postConsumer",
        capacity: { amount: 500, frequency: "month" },
        countryOfOrigin: "DE",
        certificates: ["efsa"],
      },
    });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    expect((await api("POST", `/materials/${m.body.id}`, { token: admin, body: { isPublic: true } })).status).toBe(200);
    return { seller, id: m.body.id as string };
  };
  beforeAll(async () => {
    const [a, b] = await Promise.all([newTenant(), newTenant()]);
    await save(a, certId(), cert());
    await save(b, certId(), cert({ validFrom: addDays(day, -400), validUntil: addDays(day, -1) }));
    valid = await listedFoodGrade(a);
    expired = await listedFoodGrade(b);
  });

  it("an outreach draft's materials: an expired approval counts as absent, so that material scores lower", async () => {
    const offered = await matchingMaterials([type], ["foodPackaging"], { max: 50 });
    const score = (id: string) => offered.find((o) => o.id === id)?.score;
    expect(score(valid.id)).toBeDefined();
    expect(score(expired.id)).toBeDefined();
    expect(score(valid.id)!).toBeGreaterThan(score(expired.id)!);
  });

  it("the assistant's recommendations: the expired approval's material is no fit, for food contact", async () => {
    const recommended = await recommend({ materialType: type, description: "Trays for food contact", applications: ["foodPackaging"] } as never, 50);
    expect(recommended.find((r) => r.id === valid.id)).toMatchObject({ fits: true });
    expect(recommended.find((r) => r.id === expired.id)).toMatchObject({ fits: false, misfits: ["foodContact"] });
  });

  it("a research's seller side: an open food-contact request fits the material with the valid approval only", async () => {
    const buyer = await newTenant();
    const r = await api("POST", "/material-requests", {
      token: buyer.accessToken,
      body: { description: `Trays for food contact ${tag()}`, materialType: type, conditions: ["regrind"], colors: ["transparent"], amount: 20 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await matchingSettled(r.body.id, admin);
    const [fits, notYet] = await Promise.all([sellerDemand(valid.seller.companyId), sellerDemand(expired.seller.companyId)]);
    expect(fits.fits.map((f) => f.materialId)).toContain(valid.id);
    expect(notYet.fits.map((f) => f.materialId)).not.toContain(expired.id);
    expect((notYet.asked ?? []).map((a) => a.type)).toContain(type);
  });
});

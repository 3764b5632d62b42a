import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createBoothVisit } from "../../functions/domains/booth";
import { createCompany } from "../../functions/domains/companies";
import * as EmailMessages from "../../functions/domains/emailMessages";
import { companyLeadIds } from "../../functions/domains/leads";
import { createRun } from "../../functions/domains/workflowRuns";
import { db } from "../../functions/db/service";
import { handler as draftOutreach } from "../../functions/workflows/k-fair/draft-outreach";
import { handler as findOrCreate } from "../../functions/workflows/k-fair/find-or-create";
import { api, login } from "../fixtures/api";
import { names, onWrites } from "../fixtures/client-hooks";
import { newTenant } from "../fixtures/factories";
import { flakyEndpoint, type FlakyEndpoint } from "../fixtures/flaky-endpoint";
import { apiFrom } from "../fixtures/from-address";
import { invoke } from "../fixtures/invoke";
import { sentMail } from "../fixtures/ses";

/**
 * Idempotency-Key on creates and side effects (ADR 0166): a repeat answers the first answer and does the work
 * once; a dependency that fails answers 503 with Retry-After, and the retry with the same key does the work once.
 */

let admin: string;
let adminId: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
});

const key = () => randomUUID();
const tag = () => randomUUID().slice(0, 8);
const withKey = (k: string) => ({ "idempotency-key": k });
const newCompany = async () => (await createCompany({ name: `Idem Test ${tag()}` }, "test")).id;
const leadBody = (companyId: string) => ({ type: "buy", description: `Idem lead ${tag()}`, companyId });
const mailBody = () => ({
  message: { to: [{ name: "Anna Berg", email: `anna.${tag()}@mail.example` }], subject: `Idem offer ${randomUUID()}`, body: "<p>Hello</p>" },
});
const mailsWithSubject = async (subject: string) => (await sentMail()).filter((m) => m.subject === subject).length;

describe("the same key twice does the work once and answers the first answer", () => {
  it("a lead create", async () => {
    const companyId = await newCompany();
    const k = key();
    const body = leadBody(companyId);
    const first = await api("PUT", "/leads", { token: admin, body, headers: withKey(k) });
    const again = await api("PUT", "/leads", { token: admin, body, headers: withKey(k) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(await companyLeadIds(companyId)).toEqual([first.body.id]);
    // Without a key, nothing changes: two calls, two leads.
    await api("PUT", "/leads", { token: admin, body });
    await api("PUT", "/leads", { token: admin, body });
    expect(await companyLeadIds(companyId)).toHaveLength(3);
  });

  it("a company e-mail (one mail, one stored message)", async () => {
    const companyId = await newCompany();
    const k = key();
    const body = mailBody();
    const first = await api("POST", `/companies/${companyId}/email-messages`, { token: admin, body, headers: withKey(k) });
    const again = await api("POST", `/companies/${companyId}/email-messages`, { token: admin, body, headers: withKey(k) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await mailsWithSubject(body.message.subject)).toBe(1);
    expect((await EmailMessages.list(companyId, {})).items).toHaveLength(1);
  });

  it("an import (the repeat answers the rows imported, not 'duplicates')", async () => {
    const t = tag();
    const rows = [0, 1, 2].map((i) => ({ row: i + 1, data: { company: { name: `Idem Imp ${t} ${i}`, type: "converter" } } }));
    const k = key();
    const first = await api("POST", "/companies/import", { token: admin, body: { rows }, headers: withKey(k) });
    const again = await api("POST", "/companies/import", { token: admin, body: { rows }, headers: withKey(k) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.imported).toHaveLength(3);
    expect(again.body).toEqual(first.body);
    // A new key is a new import: the rows are duplicates now, so the first one really stored them once.
    const other = await api("POST", "/companies/import", { token: admin, body: { rows }, headers: withKey(key()) });
    expect(other.body.imported).toHaveLength(0);
    expect(other.body.duplicates).toHaveLength(3);
  });

  it("a contact-us submission (public: the key is the address's)", async () => {
    const email = `jana@d${tag()}.idem.example`;
    const body = {
      companyName: `Idem Contact ${tag()}`,
      personName: "Jana Novak",
      email,
      message: "We look for HDPE granules, natural colour, 20 tonnes a month for blow moulding.",
      language: "en",
    };
    const from = `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}`;
    const k = key();
    const first = await apiFrom(from, "POST", "/contact-us", { body, headers: withKey(k) });
    const again = await apiFrom(from, "POST", "/contact-us", { body, headers: withKey(k) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const stored = (
      await db()
        .contactRequest.scan.where((a, op) => op.eq(a.email, email))
        .go({ pages: "all" })
    ).data;
    expect(stored).toHaveLength(1);
  });
});

describe("repeats that must not replay", () => {
  it("six at once with one key: one lead, every answer the first or a 409 to retry", async () => {
    const companyId = await newCompany();
    const k = key();
    const body = leadBody(companyId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api("PUT", "/leads", { token: admin, body, headers: withKey(k) })));
    const ids = await companyLeadIds(companyId);
    expect(ids).toHaveLength(1);
    for (const a of answers) {
      expect([201, 409], JSON.stringify(a.body)).toContain(a.status);
      if (a.status === 201) expect(a.body.id).toBe(ids[0]);
      else {
        expect(a.body.message).toContain(k);
        expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    const later = await api("PUT", "/leads", { token: admin, body, headers: withKey(k) });
    expect(later.body.id).toBe(ids[0]);
  });

  it("the same key with another body answers 422 naming the key, and stores nothing", async () => {
    const companyId = await newCompany();
    const k = key();
    expect((await api("PUT", "/leads", { token: admin, body: leadBody(companyId), headers: withKey(k) })).status).toBe(201);
    const other = await api("PUT", "/leads", { token: admin, body: leadBody(companyId), headers: withKey(k) });
    expect(other.status).toBe(422);
    expect(other.body.message).toContain(k);
    expect(await companyLeadIds(companyId)).toHaveLength(1);
  });

  it("user B sending user A's key gets B's own result", async () => {
    const [a, b] = await Promise.all([newTenant(), newTenant()]);
    const k = key();
    const body = { name: `Idem PP ${tag()}`, type: "pp", countryOfOrigin: "DE" };
    const ofA = await api("PUT", "/materials", { token: a.accessToken, body, headers: withKey(k) });
    const ofB = await api("PUT", "/materials", { token: b.accessToken, body, headers: withKey(k) });
    expect(ofA.status).toBe(201);
    expect(ofB.status, JSON.stringify(ofB.body)).toBe(201);
    expect(ofB.body.id).not.toBe(ofA.body.id);
    expect(ofB.headers.get("idempotent-replayed")).toBeNull();
    expect((await api("GET", `/materials/${ofB.body.id}`, { token: b.accessToken })).status).toBe(200);
    expect((await api("GET", `/materials/${ofA.body.id}`, { token: b.accessToken })).status).toBe(404);
  });

  it("a failed answer is not kept: the same key may try again", async () => {
    const k = key();
    const missing = await api("PUT", "/leads", { token: admin, body: { type: "buy", description: "x", companyId: "no-such-company" }, headers: withKey(k) });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    const companyId = await newCompany();
    // Another body with the same key is allowed: the failed attempt left no record.
    const ok = await api("PUT", "/leads", { token: admin, body: leadBody(companyId), headers: withKey(k) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("a malformed key is a 400 before any work", async () => {
    const companyId = await newCompany();
    const r = await api("PUT", "/leads", { token: admin, body: leadBody(companyId), headers: withKey("no spaces allowed") });
    expect(r.status).toBe(400);
    expect(r.body.issues[0].path).toBe("header.idempotency-key");
    expect(await companyLeadIds(companyId)).toEqual([]);
  });
});

describe("a dependency that fails answers 503 with Retry-After, and the retry with the same key does the work once", () => {
  const createLead = (body: unknown, k: string) => invoke("leads.create", { method: "PUT", path: "/leads", token: admin, body, headers: withKey(k) });

  it("a lead write the database drops: 503, then the retry stores one lead", async () => {
    const companyId = await newCompany();
    const k = key();
    const body = leadBody(companyId);
    let dropped = 0;
    const remove = onWrites((input) => {
      if (names(input, "lead")) {
        dropped++;
        throw Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
      }
    });
    let failed;
    try {
      failed = await createLead(body, k);
    } finally {
      remove();
    }
    expect(dropped).toBeGreaterThan(0);
    expect(failed.status, JSON.stringify(failed.body)).toBe(503);
    expect(failed.body.message).toBe("The database is unavailable; try again in a moment");
    expect(Number(failed.headers["retry-after"])).toBeGreaterThan(0);
    expect(await companyLeadIds(companyId)).toEqual([]);
    const retried = await createLead(body, k);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(await companyLeadIds(companyId)).toEqual([retried.body.id]);
  });

  it("a stalled lead write: a retry meanwhile answers 409 with Retry-After, after it the first answer; one lead", async () => {
    const companyId = await newCompany();
    const k = key();
    const body = leadBody(companyId);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let stalled = 0;
    const remove = onWrites(async (input) => {
      if (names(input, "lead") && stalled++ === 0) await gate;
    });
    try {
      const first = createLead(body, k);
      while (stalled === 0) await new Promise((r) => setTimeout(r, 10));
      const meanwhile = await createLead(body, k);
      expect(meanwhile.status, JSON.stringify(meanwhile.body)).toBe(409);
      expect(meanwhile.body.message).toContain(k);
      expect(Number(meanwhile.headers["retry-after"])).toBeGreaterThan(0);
      release();
      const done = await first;
      expect(done.status).toBe(201);
      const after = await createLead(body, k);
      expect(after.status).toBe(201);
      expect(after.body).toEqual(done.body);
      expect(await companyLeadIds(companyId)).toEqual([done.body.id]);
    } finally {
      release();
      remove();
    }
  });
});

describe("SES and S3 down", () => {
  let ses: FlakyEndpoint;
  let s3: FlakyEndpoint;
  beforeAll(async () => {
    const stack = inject("stackEnv");
    [ses, s3] = await Promise.all([flakyEndpoint(stack.SES_ENDPOINT!), flakyEndpoint(stack.S3_ENDPOINT!)]);
    // This process's SES and S3 clients are made on first use, after this: they go through the flaky endpoints.
    process.env.SES_ENDPOINT = ses.url;
    process.env.S3_ENDPOINT = s3.url;
  });
  afterAll(async () => {
    Object.assign(process.env, inject("stackEnv"));
    await Promise.all([ses?.close(), s3?.close()]);
  });

  it("a company e-mail answers 503 naming e-mail, stores nothing; the retry sends one mail", async () => {
    const companyId = await newCompany();
    const k = key();
    const body = mailBody();
    const send = () =>
      invoke("emailMessages.send", {
        method: "POST",
        path: `/companies/${companyId}/email-messages`,
        params: { id: companyId },
        token: admin,
        body,
        headers: withKey(k),
      });
    ses.down = true;
    const failed = await send();
    expect(failed.status, JSON.stringify(failed.body)).toBe(503);
    expect(failed.body.message).toBe("E-mail sending is unavailable; try again in a moment");
    expect(Number(failed.headers["retry-after"])).toBeGreaterThan(0);
    expect((await EmailMessages.list(companyId, {})).items).toHaveLength(0);
    ses.down = false;
    const sent = await send();
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const again = await send();
    expect(again.body).toEqual(sent.body);
    expect(await mailsWithSubject(body.message.subject)).toBe(1);
    expect((await EmailMessages.list(companyId, {})).items).toHaveLength(1);
  });

  it("a k-fair approval answers 503 naming e-mail and leaves the action pending; the retry sends once", async () => {
    const boothId = randomUUID();
    const runId = randomUUID();
    await createBoothVisit(
      {
        id: boothId,
        companyName: `Idem Fair ${tag()}`,
        companyType: "brandOwner",
        companyCountry: "FR",
        personName: "Claire Dubois",
        email: `claire.${tag()}@booth.example`,
        position: "Buyer",
      },
      adminId,
    );
    await createRun({ id: runId, type: "kFair", input: { boothId }, subject: { boothId } }, adminId);
    await draftOutreach((await findOrCreate({ runId, boothId })) as never);
    const action = (await api<{ items: { id: string }[] }>("GET", `/k-fair/workflows/${runId}/actions`, { token: admin })).body.items[0];
    const subject = `Idem follow-up ${randomUUID()}`;
    const k = key();
    const approve = () =>
      invoke("kfair.decide", {
        method: "POST",
        path: `/k-fair/workflows/${runId}`,
        params: { id: runId },
        token: admin,
        body: { actionId: action.id, decision: "approve", subject },
        headers: withKey(k),
      });
    ses.down = true;
    const failed = await approve();
    expect(failed.status, JSON.stringify(failed.body)).toBe(503);
    expect(failed.body.message).toBe("E-mail sending is unavailable; try again in a moment");
    expect(Number(failed.headers["retry-after"])).toBeGreaterThan(0);
    const pending = (await api<{ items: { status: string }[] }>("GET", `/k-fair/workflows/${runId}/actions`, { token: admin })).body.items[0];
    expect(pending.status).toBe("pending");
    ses.down = false;
    const done = await approve();
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await approve()).body).toEqual(done.body);
    expect(await mailsWithSubject(subject)).toBe(1);
  });

  it("S3 down answers 503 naming file storage, with Retry-After", async () => {
    const seller = await newTenant();
    const made = await api("PUT", "/materials", { token: seller.accessToken, body: { name: `Idem S3 PP ${tag()}`, type: "pp", countryOfOrigin: "DE" } });
    expect(made.status).toBe(201);
    s3.down = true;
    const r = await invoke("materials.delete", {
      method: "DELETE",
      path: `/materials/${made.body.id}`,
      params: { id: made.body.id },
      token: seller.accessToken,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(503);
    expect(r.body.message).toBe("File storage is unavailable; try again in a moment");
    expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    s3.down = false;
  });
});

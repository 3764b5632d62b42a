import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Interest } from "../../shared/schemas/interest";
import type { WorkflowRun } from "../../shared/schemas/workflow";
import { LIMITS, type Limit } from "../../functions/lib/rate-limit";
import { contactUsLimits, getContactRequest, SHORTLIST_TEXTS } from "../../functions/domains/contactUs";
import { db } from "../../functions/db/service";
import { api, login } from "../fixtures/api";
import { injectWorkflowFault } from "../fixtures/workflow-faults";
import { mailboxKey } from "../../shared/rules/mailbox";
import { mailTo, sentMail } from "../fixtures/ses";
import { apiFrom } from "../fixtures/from-address";
import { waitFor as waitUntil } from "../fixtures/wait";
import { countedAt, withinOneWindow } from "../fixtures/rate-limits";
import { loseCompletion } from "../fixtures/idempotency";

/** The public contact page's backend: POST /contact-us and the contactUs run (ADR 0148). */

let admin: string;

beforeAll(async () => {
  const env = inject("stackEnv");
  Object.assign(process.env, env);
  admin = (await login("admin@example.com")).accessToken;
});

/** POST /api/contact-us from a chosen loopback address: each test is its own network for the per-address limits. */
const submit = (body: unknown, localAddress: string) => apiFrom(localAddress, "POST", "/contact-us", typeof body === "string" ? { raw: body } : { body });

const tag = () => randomUUID().slice(0, 8);
/** A domain of its own: the per-domain limit (20 a day) counts each test apart. */
const domain = () => `d${tag()}.contact.example`;
const visitor = (over: Record<string, unknown> = {}) => ({
  companyName: `Contact Test ${tag()}`,
  personName: "Jana <b>Nováková</b>",
  email: `jana@${domain()}`,
  message:
    "We are looking for HDPE granules, natural colour, about 20 tonnes per month for blow moulding of bottles. EuCertPlast preferred. SECRET-MESSAGE-TEXT",
  language: "en",
  ...over,
});

/** The run, the shortlist e-mail: the workflow's waits are long on a loaded machine. */
const waitFor = <T>(what: string, read: () => Promise<T>, done: (v: T) => boolean) => waitUntil(what, read, done, 60_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = async (id: string) => (await api<WorkflowRun>("GET", `/workflows/${id}`, { token: admin })).body;
const settled = (id: string) =>
  waitFor(
    "the run to settle",
    () => run(id),
    (r) => r.state.status !== "running",
  );
/** The e-mails that reached one mailbox, whichever spelling of its address they were sent to. */
const mailToMailbox = async (address: string) => (await sentMail()).filter((e) => e.destination.to.some((to) => mailboxKey(to) === mailboxKey(address)));
/** Stored requests for an address (a test-only Scan: the route path never lists requests). */
const storedFor = async (email: string) =>
  (
    await db()
      .contactRequest.scan.where((a, op) => op.eq(a.email, email))
      .go({ pages: "all" })
  ).data;

describe("POST /contact-us", () => {
  it("stores an HDPE request, runs contactUs and e-mails the visitor a shortlist of HDPE materials with catalogue links", async () => {
    const body = visitor();
    const r = await submit(body, "127.0.12.1");
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["id", "status"]);
    expect(r.body.status).toBe("received");

    const [mail] = await waitFor(
      "the shortlist e-mail",
      () => mailTo(body.email),
      (m) => m.length > 0,
    );
    const html = mail.body?.html ?? "";
    expect(html).toMatch(/HDPE/);
    expect(html).toMatch(/\/catalog\/[\w-]+/);
    expect(html).toContain("/contact-us");
    // A name with markup does not read like a name: the greeting leaves it out (ADR 0149).
    expect(html).toContain("<p>Hello,</p>");
    expect(html).not.toContain("Nováková");
    expect(html).not.toContain("SECRET-MESSAGE-TEXT");
    expect(mail.body?.text ?? "").not.toContain("SECRET-MESSAGE-TEXT");

    const stored = (await getContactRequest(r.body.id))!;
    expect(stored).toMatchObject({ email: body.email, status: "sent", companyName: body.companyName });
    expect(stored.sentDate).toBeTruthy();
    expect(stored.shortlist!.length).toBeGreaterThan(0);
    expect(stored.shortlist![0].type).toBe("hdpe");
    const done = await settled(stored.workflowId!);
    expect(done).toMatchObject({ type: "contactUs", state: { status: "completed" }, subject: { label: `Contact us: ${body.companyName}` } });
    expect(done.steps.map((s) => [s.name, s.status])).toEqual([
      ["Shortlist", "completed"],
      ["SendShortlist", "completed"],
    ]);
  });

  it("stores a MATERIAL_REQUEST interest when nothing in the catalogue fits, links it from the run, and the e-mail says nothing fits", async () => {
    const body = visitor({
      message: "We need 50 tonnes per month of recycled PEEK with carbon fibres, black, MFI 2.16 kg. SECRET-MESSAGE-TEXT",
      personName: "Jana Nováková",
    });
    const r = await submit(body, "127.0.12.9");
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [mail] = await waitFor(
      "the e-mail",
      () => mailTo(body.email),
      (m) => m.length > 0,
    );
    for (const part of [mail.body?.html ?? "", mail.body?.text ?? ""]) {
      expect(part).toContain(SHORTLIST_TEXTS.en.none);
      expect(part).toContain(SHORTLIST_TEXTS.en.tellUs);
      expect(part).not.toContain(SHORTLIST_TEXTS.en.intro);
      expect(part).not.toContain("SECRET-MESSAGE-TEXT");
    }
    const stored = (await getContactRequest(r.body.id))!;
    expect(stored.shortlist!.filter((m) => m.fits)).toEqual([]);
    expect(stored.interestId).toBeTruthy();
    // Staff see it at /interests (newest first).
    const listed = await api<{ items: Interest[] }>("GET", "/interests?type=MATERIAL_REQUEST", { token: admin });
    const interest = listed.body.items.find((i) => i.id === stored.interestId);
    expect(interest).toMatchObject({
      type: "MATERIAL_REQUEST",
      email: body.email,
      companyName: body.companyName,
      materialTypes: ["peek"],
      firstName: "Jana",
      lastName: "Nováková",
    });
    expect(interest!.description).toContain("PEEK");
    const done = await settled(stored.workflowId!);
    expect(done).toMatchObject({ state: { status: "completed" }, subject: { interestId: stored.interestId } });
  });

  it("answers in the request's language", async () => {
    const body = visitor({ language: "de", personName: "Jana Nováková", message: "Wir suchen etwas ganz Besonderes aus Holz." });
    expect((await submit(body, "127.0.12.2")).status).toBe(201);
    const [mail] = await waitFor(
      "the e-mail",
      () => mailTo(body.email),
      (m) => m.length > 0,
    );
    expect(mail.subject).toBe("Ihre Auswahl an Recyclingmaterialien");
    expect(mail.body?.html).toContain("Hallo Jana Nováková,");
  });

  it("answers 400 naming each field, and stores nothing", async () => {
    const email = `bad@${domain()}`;
    const r = await submit({ companyName: "", personName: "", email: "not-an-email", message: "", language: "english" }, "127.0.12.3");
    expect(r.status).toBe(400);
    expect(r.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "body.companyName",
      "body.email",
      "body.language",
      "body.message",
      "body.personName",
    ]);
    const missing = await submit({}, "127.0.12.3");
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["body.companyName", "body.email", "body.message", "body.personName"]);
    expect((await submit(visitor({ email, message: "" }), "127.0.12.3")).status).toBe(400);
    expect(await storedFor(email)).toEqual([]);
  });

  it("answers 413 for a huge body", async () => {
    const email = `huge@${domain()}`;
    const r = await submit(visitor({ email, message: "x".repeat(64 * 1024) }), "127.0.12.4");
    expect(r.status).toBe(413);
    expect(await storedFor(email)).toEqual([]);
  });

  it("a filled honeypot gets the same receipt, and nothing is stored or e-mailed", async () => {
    const body = visitor({ website: "https://spam.example" });
    const r = await submit(body, "127.0.12.5");
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["id", "status"]);
    expect(r.body.status).toBe("received");
    expect(await getContactRequest(r.body.id)).toBeNull();
    await sleep(4000);
    expect(await storedFor(body.email)).toEqual([]);
    expect(await mailTo(body.email)).toEqual([]);
  });

  it("a SendShortlist that keeps failing fails the run with the reason; Retry sends the e-mail once", async () => {
    const body = visitor();
    const remove = injectWorkflowFault({ state: "SendShortlist", message: "Forced failure: SES is unavailable" });
    let failed: WorkflowRun;
    let id: string;
    try {
      const r = await submit(body, "127.0.12.6");
      expect(r.status).toBe(201);
      id = r.body.id;
      const runId = (await waitFor(
        "the run id",
        () => getContactRequest(id),
        (x) => Boolean(x?.workflowId),
      ))!.workflowId!;
      failed = await settled(runId);
    } finally {
      remove();
    }
    expect(failed.state).toMatchObject({ status: "failed", step: "SendShortlist", error: "Forced failure: SES is unavailable" });
    expect((await getContactRequest(id))!.status).toBe("failed");
    expect(await mailTo(body.email)).toEqual([]);

    const again = await api("POST", "/workflows", { token: admin, body: { retryOf: failed.id } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await settled(again.body.id)).state.status).toBe("completed");
    expect(await mailTo(body.email)).toHaveLength(1);
    expect((await getContactRequest(id))!.status).toBe("sent");
    // A second retry of the (now completed) run is refused; the request is never sent twice.
    expect((await api("POST", "/workflows", { token: admin, body: { retryOf: again.body.id } })).status).toBe(409);
  });

  it(`the ${LIMITS.contactUsPerRecipient.max + 1}th request to one address in a day answers 429`, async () => {
    const email = `often@${domain()}`;
    for (let i = 0; i < LIMITS.contactUsPerRecipient.max; i++) expect((await submit(visitor({ email }), "127.0.12.7")).status).toBe(201);
    const blocked = await submit(visitor({ email }), "127.0.12.8");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(await storedFor(email)).toHaveLength(LIMITS.contactUsPerRecipient.max);
  });

  it(`the ${LIMITS.contactUsPerIp.max + 1}st request from one address within a minute answers 429 with Retry-After, and nothing is e-mailed for it`, async () => {
    // All but one of the minute's requests are counted in-process; the last allowed one and the refused one go
    // over HTTP from that network, inside the same minute.
    const limit = LIMITS.contactUsPerIp;
    const { allowed, blocked, last } = await withinOneWindow(limit, ["127.0.19.9", "127.0.20.9", "127.0.21.9"], limit.max - 1, async (ip) => {
      const allowed = await submit(visitor(), ip);
      const last = visitor();
      return { allowed, last, blocked: await submit(last, ip) };
    });
    expect(allowed.status).toBe(201);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(LIMITS.contactUsPerIp.message);
    const retry = Number(blocked.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    // Another network is not affected.
    expect((await submit(visitor(), "127.0.12.10")).status).toBe(201);
    await sleep(5000);
    expect(await storedFor(last.email)).toEqual([]);
    expect(await mailTo(last.email)).toEqual([]);
  }, 120_000);

  it("a retry of a stored request with its key (its answer lost) answers it and counts against no limit again", async () => {
    const from = "127.0.16.1";
    const body = visitor();
    const headers = { "idempotency-key": randomUUID() };
    const checks = contactUsLimits(body.email).map((l): [Limit, string] => (Array.isArray(l) ? l : [l, from]));
    const startedAt = Date.now() / 1000;
    const before = await countedAt(checks, [startedAt]);
    const first = await apiFrom(from, "POST", "/contact-us", { body, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    for (let i = 0; i < 3; i++) {
      await loseCompletion("contactUs.submit", first.body.id);
      const again = await apiFrom(from, "POST", "/contact-us", { body, headers });
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      // run again, not replayed from the idempotency record
      expect(again.headers["idempotent-replayed"]).toBeUndefined();
      expect(again.body).toEqual(first.body);
    }
    const after = await countedAt(checks, [startedAt, Date.now() / 1000]);
    expect(Object.fromEntries(checks.map(([limit], i) => [limit.name, after[i] - before[i]]))).toEqual(
      Object.fromEntries(checks.map(([limit]) => [limit.name, 1])),
    );
    expect((await storedFor(body.email)).map((r) => r.id)).toEqual([first.body.id]);
  });

  it("one mailbox gets at most 3 shortlists a day however its address is spelt (case, +tags)", async () => {
    const at = domain();
    const spellings = [`victim@${at}`, `VICTIM@${at}`, `victim+1@${at}`, `victim+2@${at}`, `Victim+news@${at.toUpperCase()}`, `victim+3@${at}`];
    const answers = [];
    // Each from its own network: only the recipient is in common.
    for (const [i, email] of spellings.entries()) answers.push(await submit(visitor({ email }), `127.0.12.${11 + i}`));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429, 429, 429]);
    for (const refused of answers.slice(3)) {
      expect(refused.body.message).toBe(LIMITS.contactUsPerRecipient.message);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The three accepted ones are e-mailed; the refused ones were never stored, so no run can mail them later.
    const mails = await waitFor(
      "the three e-mails",
      () => mailToMailbox(`victim@${at}`),
      (m) => m.length >= 3,
    );
    const stored = (await Promise.all([...new Set(spellings.map((e) => e.toLowerCase()))].map(storedFor))).flat();
    expect(stored).toHaveLength(3);
    await Promise.all(stored.map((r) => settled(r.workflowId!)));
    expect(await mailToMailbox(`victim@${at}`)).toHaveLength(mails.length);
    expect(mails).toHaveLength(3);
  }, 120_000);

  it("a Gmail mailbox is one mailbox with or without dots, and at googlemail.com", async () => {
    const user = `jankowalski${tag()}`;
    const dotted = `${user.slice(0, 3)}.${user.slice(3)}`;
    const spellings = [`${user}@gmail.com`, `${dotted}@gmail.com`, `${user.toUpperCase()}@googlemail.com`, `${[...user].join(".")}+x@gmail.com`];
    const statuses = [];
    for (const email of spellings) statuses.push((await submit(visitor({ email }), "127.0.12.17")).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another Gmail user is not affected: public webmail has no per-domain limit.
    expect((await submit(visitor({ email: `other${tag()}@gmail.com` }), "127.0.12.17")).status).toBe(201);
  });

  it(`one organisation's domain gets at most ${LIMITS.contactUsPerRecipientDomain.max} shortlists a day, to any of its addresses`, async () => {
    const at = domain();
    const max = LIMITS.contactUsPerRecipientDomain.max;
    // Each from its own network, each to its own mailbox: only the domain is in common.
    for (let i = 0; i < max; i++) expect((await submit(visitor({ email: `staff${i}@${at}` }), `127.0.13.${i + 1}`)).status).toBe(201);
    const last = `staff${max}@${at}`;
    const blocked = await submit(visitor({ email: last }), `127.0.13.${max + 1}`);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(LIMITS.contactUsPerRecipientDomain.message);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(await storedFor(last)).toEqual([]);
    // Another domain is not affected.
    expect((await submit(visitor(), `127.0.13.${max + 1}`)).status).toBe(201);
  }, 120_000);

  it('a sentence in the name field is left out: the e-mail starts with a plain "Hello,"', async () => {
    const body = visitor({ personName: "Your account is locked. Call support now" });
    expect((await submit(body, "127.0.12.18")).status).toBe(201);
    const [mail] = await waitFor(
      "the e-mail",
      () => mailTo(body.email),
      (m) => m.length > 0,
    );
    expect(mail.body?.html?.startsWith("<p>Hello,</p>")).toBe(true);
    expect(mail.body?.text?.startsWith("Hello,\n")).toBe(true);
    expect(`${mail.subject} ${mail.body?.html} ${mail.body?.text}`).not.toMatch(/locked|support now/);
  });
});

import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_BOOTH_PHOTO_BYTES, type BoothRow, type BoothUploadAnswer } from "../../shared/schemas/booth";
import type { KFairAction, KFairMessage, WorkflowRun } from "../../shared/schemas/workflow";
import { createBoothVisit } from "../../functions/domains/booth";
import { headObject } from "../../functions/lib/s3";
import { createRun } from "../../functions/domains/workflowRuns";
import { getResearch } from "../../functions/domains/researches";
import { getContact } from "../../functions/domains/contacts";
import { handler as findOrCreate } from "../../functions/workflows/k-fair/find-or-create";
import { handler as draftOutreach } from "../../functions/workflows/k-fair/draft-outreach";
import { badgePng } from "../../scripts/seed/badge-image";
import { api, login } from "../fixtures/api";
import { sentMail } from "../fixtures/ses";
import { waitFor } from "../fixtures/wait";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** Booth visitors and their k-fair follow-up (ADR 0146, 0147). */

let admin: string;
let adminId: string;
let seller: string;

beforeAll(async () => {
  const env = inject("stackEnv");
  Object.assign(process.env, env);
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
  seller = (await login("seller@example.com")).accessToken;
});

const paths = (r: { body: { issues?: { path: string }[] } }) => (r.body.issues ?? []).map((i) => i.path);
const visitor = (over: Record<string, unknown> = {}, contact: Record<string, unknown> = {}) => ({
  companyName: `Booth Test ${randomUUID().slice(0, 8)}`,
  companyType: "converter",
  companyCountry: "DE",
  contactDetails: { personName: "Anna Maria Berg", email: `anna.${randomUUID().slice(0, 6)}@booth.example`, position: "Head of Purchasing", ...contact },
  ...over,
});

async function uploadPhoto(bytes: Buffer, contentType = "image/png"): Promise<string> {
  const r = await api<BoothUploadAnswer>("POST", "/booth/upload", { token: admin, body: { contentType, origin: "http://localhost:5173" } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const form = new FormData();
  for (const [k, v] of Object.entries(r.body.fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: contentType }));
  const up = await fetch(r.body.url, { method: "POST", body: form });
  expect(up.status, await up.clone().text()).toBeLessThan(300);
  return r.body.id;
}

describe("booth: access and validation", () => {
  it("is staff only: an ordinary user gets 403 on every booth and k-fair route", async () => {
    const id = randomUUID();
    for (const [m, p, body] of [
      ["GET", "/booth", undefined],
      ["PUT", "/booth", visitor()],
      ["POST", "/booth/upload", { contentType: "image/png" }],
      ["GET", `/k-fair/workflows/${id}`, undefined],
      ["GET", `/k-fair/workflows/${id}/messages`, undefined],
      ["GET", `/k-fair/workflows/${id}/actions`, undefined],
      ["POST", `/k-fair/workflows/${id}`, { actionId: id, decision: "approve" }],
    ] as const)
      expect((await api(m, p, { token: seller, body })).status, `${m} ${p}`).toBe(403);
  });

  it("answers 400 naming the field, and writes nothing", async () => {
    const before = (await api<{ items: BoothRow[] }>("GET", "/booth?limit=200", { token: admin })).body.items.length;
    expect(paths(await api("PUT", "/booth", { token: admin, body: visitor({}, { email: "not-an-email" }) }))).toEqual(["body.contactDetails.email"]);
    expect(paths(await api("PUT", "/booth", { token: admin, body: visitor({ companyType: "pirate" }) }))).toEqual(["body.companyType"]);
    expect(paths(await api("PUT", "/booth", { token: admin, body: visitor({ companyName: "" }) }))).toEqual(["body.companyName"]);
    // A photo id that was never uploaded (the server checks the bucket).
    const missing = await api("PUT", "/booth", { token: admin, body: visitor({}, { photoId: randomUUID() }) });
    expect(missing.status).toBe(400);
    expect(paths(missing)).toEqual(["body.contactDetails.photoId"]);
    expect(paths(await api("POST", "/booth/upload", { token: admin, body: { contentType: "image/gif" } }))).toEqual(["body.contentType"]);
    expect((await api<{ items: BoothRow[] }>("GET", "/booth?limit=200", { token: admin })).body.items.length).toBe(before);
  });

  it("refuses an uploaded file that is not really a PNG or JPEG", async () => {
    const id = await uploadPhoto(Buffer.from("GIF89a not an image at all"), "image/png");
    const r = await api("PUT", "/booth", { token: admin, body: visitor({}, { photoId: id }) });
    expect(r.status).toBe(400);
    expect(paths(r)).toEqual(["body.contactDetails.photoId"]);
  });
});

describe("booth: seed", () => {
  it("holds at least 15 visitors with photos, each with its kFair run", async () => {
    const rows = (await api<{ items: BoothRow[] }>("GET", "/booth?limit=200", { token: admin })).body.items;
    // The seed's visitors have @<company>.example.com addresses; this file's have @booth.example.
    const seeded = rows.filter((r) => r.contactDetails.email.endsWith(".example.com") && r.contactDetails.url);
    expect(seeded.length).toBeGreaterThanOrEqual(15);
    expect(seeded.every((r) => r.workflowId)).toBe(true);
  });
});

describe("booth: search across every page (ADR 0153)", () => {
  /** The ids /booth?q= finds, newest first. */
  const ids = async (q: string) =>
    (await api<{ items: BoothRow[] }>("GET", `/booth?q=${encodeURIComponent(q)}&limit=200`, { token: admin })).body.items.map((r) => r.id);

  it("finds visitors of any page by company, name, e-mail, position, country or type, newest first, paged by cursor", async () => {
    const tag = `zq${randomUUID().slice(0, 6)}`;
    const made: string[] = [];
    for (const [i, person] of ["Oskar Tagtest", "Petra Tagtest", "Quentin Tagtest"].entries()) {
      const id = randomUUID();
      await createBoothVisit(
        {
          id,
          companyName: `Fairtrade ${tag} Polymers`,
          companyType: "brandOwner",
          companyCountry: "NL",
          personName: `${person} ${i}`,
          email: `p${i}.${tag}@fair.example`,
          position: "Purchasing Lead",
        },
        adminId,
      );
      made.push(id);
    }
    // An older visitor than any page 1 shows: 60 newer visitors would push it off; the search still finds it.
    const first = await api<{ items: BoothRow[]; cursor: string | null }>("GET", `/booth?q=${tag}&limit=2`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.items.map((r) => r.id)).toEqual([made[2], made[1]]);
    expect(first.body.cursor).toBeTruthy();
    const second = await api<{ items: BoothRow[]; cursor: string | null }>("GET", `/booth?q=${tag}&limit=2&cursor=${encodeURIComponent(first.body.cursor!)}`, {
      token: admin,
    });
    expect(second.body.items.map((r) => r.id)).toEqual([made[0]]);
    expect(second.body.cursor).toBeNull();
    // Any field, any case, part of a word; a text over two words must be in one field.
    expect(await ids(`P1.${tag.toUpperCase()}@FAIR`)).toEqual([made[1]]);
    expect(await ids(`${tag} polym`)).toHaveLength(3);
    expect(await ids(`petra tagtest 1`)).toContain(made[1]);
    expect(await ids(`quentin tagtest 2`)).not.toContain(made[1]);
    expect((await ids(`brand owner`)).filter((id) => made.includes(id))).toHaveLength(3);
    expect(await ids(`${tag} zzzz`)).toEqual([]);
  });

  it("finds a company type by its label in any of the 7 languages, accents optional (ADR 0154)", async () => {
    const id = randomUUID();
    const other = randomUUID();
    await createBoothVisit(
      {
        id,
        companyName: `Labeltest ${randomUUID().slice(0, 6)}`,
        companyType: "trader",
        companyCountry: "AT",
        personName: "Lena Handel",
        email: `lena.${id.slice(0, 6)}@fair.example`,
        position: "Owner",
      },
      adminId,
    );
    await createBoothVisit(
      {
        id: other,
        companyName: "Verarbeitung Nord",
        companyType: "recycler",
        companyCountry: "DE",
        personName: "Ole Nord",
        email: `ole.${other.slice(0, 6)}@fair.example`,
        position: "Owner",
      },
      adminId,
    );
    for (const q of ["Händler", "handler", "Négociant", "commerciante", "Handlowiec", "trader"]) expect(await ids(q), q).toContain(id);
    expect(await ids("Verarbeiter")).not.toContain(id);
    // A word of the label still finds what holds it literally: "verarb" is in a company name and in the German label.
    expect(await ids("verarb")).toContain(other);
  });

  it("refuses a search it cannot look up and another search's cursor", async () => {
    for (const q of ["a", "  ", "-.", "x".repeat(101)])
      expect(paths(await api("GET", `/booth?q=${encodeURIComponent(q)}`, { token: admin })), q).toEqual(["query.q"]);
    const plain = await api<{ cursor: string | null }>("GET", "/booth?limit=1", { token: admin });
    expect(plain.body.cursor).toBeTruthy();
    expect(paths(await api("GET", `/booth?q=booth&cursor=${encodeURIComponent(plain.body.cursor!)}`, { token: admin }))).toEqual(["query.cursor"]);
    expect((await api("GET", "/booth?q=booth", { token: seller })).status).toBe(403);
  });
});

describe("booth: upload policy", () => {
  it("signs a POST policy bounding the size and pinning the content type to the booth folder", async () => {
    const r = await api<BoothUploadAnswer>("POST", "/booth/upload", { token: admin, body: { contentType: "image/jpeg" } });
    expect(r.status).toBe(200);
    expect(r.body.maxBytes).toBe(MAX_BOOTH_PHOTO_BYTES);
    expect(r.body.fields.key).toBe(`pending/booth/${r.body.id}`);
    expect(r.body.fields["Content-Type"]).toBe("image/jpeg");
    const policy = JSON.parse(Buffer.from(r.body.fields.Policy, "base64").toString("utf8")) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toContainEqual(["content-length-range", 1, MAX_BOOTH_PHOTO_BYTES]);
    expect(policy.conditions).toContainEqual(["eq", "$Content-Type", "image/jpeg"]);
    expect(policy.conditions).toContainEqual({ key: `pending/booth/${r.body.id}` });
    const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(5);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(r.body.fields["X-Amz-Signature"]).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("booth: a visitor with a photo starts its kFair run", () => {
  it("stores the row, lists it newest first with a signed photo, and runs FindOrCreate", async () => {
    const photoId = await uploadPhoto(badgePng("Anna Berg", 30));
    const body = visitor({}, { photoId });
    const r = await api<BoothRow>("PUT", "/booth", { token: admin, body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ companyName: body.companyName, companyType: "converter", companyCountry: "DE", verified: false, createdBy: adminId });
    expect(r.body.workflowId).toBeTruthy();
    expect(r.body.contactDetails.url).toContain(`booth/${photoId}`);
    // Registered: moved out of pending/ to booth/<id>.
    expect(await headObject(`pending/booth/${photoId}`)).toBeNull();
    expect(await headObject(`booth/${photoId}`)).not.toBeNull();

    const list = await api<{ items: BoothRow[] }>("GET", "/booth?limit=5", { token: admin });
    expect(list.body.items[0].id).toBe(r.body.id);
    const img = await fetch(list.body.items[0].contactDetails.url!);
    expect(img.status).toBe(200);
    expect(
      Buffer.from(await img.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");

    // The run goes past FindOrCreate (on a branch without the research steps it then fails at GatherFacts).
    const run = await waitFor(
      "the kFair run to leave running",
      async () => (await api<WorkflowRun & { booth: BoothRow }>("GET", `/k-fair/workflows/${r.body.workflowId}`, { token: admin })).body,
      (b) => b.state?.status !== "running",
      60_000,
    );
    expect(run.type).toBe("kFair");
    expect(run.booth.id).toBe(r.body.id);
    expect(run.steps.find((s) => s.name === "FindOrCreate")?.status).toBe("completed");
    expect(run.booth.companyId).toBeTruthy();
    expect(run.booth.contactId).toBeTruthy();
    expect(run.subject).toMatchObject({ boothId: r.body.id, companyId: run.booth.companyId });
    const contact = await getContact(run.booth.contactId!);
    expect(contact).toMatchObject({ firstName: "Anna Maria", lastName: "Berg", position: "Head of Purchasing", companyId: run.booth.companyId });
  });

  it("answers 404 for an unknown run and for a run that is not kFair", async () => {
    expect((await api("GET", `/k-fair/workflows/${randomUUID()}`, { token: admin })).status).toBe(404);
    const other = await createRun({ id: randomUUID(), type: "companyResearch", input: {}, subject: {} }, adminId);
    for (const p of ["", "/messages", "/actions"]) expect((await api("GET", `/k-fair/workflows/${other.id}${p}`, { token: admin })).status, p).toBe(404);
  });
});

/** The steps driven directly (a run record without an execution), so the draft does not depend on the research steps. */
async function preparedRun(over: { companyName?: string; email?: string } = {}) {
  const boothId = randomUUID();
  const runId = randomUUID();
  await createBoothVisit(
    {
      id: boothId,
      companyName: over.companyName ?? `Step Test ${boothId.slice(0, 6)}`,
      companyType: "brandOwner",
      companyCountry: "FR",
      personName: "Claire Dubois",
      email: over.email ?? `claire.${boothId.slice(0, 6)}@booth.example`,
      position: "Buyer",
    },
    adminId,
  );
  await createRun({ id: runId, type: "kFair", input: { boothId }, subject: { boothId } }, adminId);
  return { boothId, runId };
}

describe("kFair steps and the decision", () => {
  it("FindOrCreate matches an existing company by the duplicate rules and creates the contact and research", async () => {
    const name = `Fair Match Kunststoffe ${randomUUID().slice(0, 6)}`;
    const existing = await api<{ id: string }>("PUT", "/companies", { token: admin, body: { name } });
    expect(existing.status, JSON.stringify(existing.body)).toBe(201);
    const { boothId, runId } = await preparedRun({ companyName: `  ${name.toUpperCase()} ` });
    const out = (await findOrCreate({ runId, boothId })) as { companyId: string; contactId: string; researchId: string; boothId: string; runId: string };
    expect(out).toMatchObject({ runId, boothId, companyId: existing.body.id });
    const research = await getResearch(out.researchId);
    expect(research).toMatchObject({ companyId: existing.body.id, status: "pending", workflowId: runId });
    // A retry finds what the first attempt made.
    expect(await findOrCreate({ runId, boothId })).toEqual(out);
  });

  it("three visitors of one new company, followed up at once, make one company", async () => {
    const companyName = `Trio Polymers ${randomUUID().slice(0, 6)}`;
    const runs = await Promise.all([0, 1, 2].map((i) => preparedRun({ companyName, email: `trio${i}.${randomUUID().slice(0, 6)}@booth.example` })));
    const outs = (await Promise.all(runs.map((r) => findOrCreate(r)))) as { companyId: string }[];
    expect(new Set(outs.map((o) => o.companyId)).size).toBe(1);
    const dups = await api("GET", `/companies/duplicates?name=${encodeURIComponent(companyName)}`, { token: admin });
    expect(dups.body.items).toHaveLength(1);
  });

  it("FindOrCreate creates a company when none matches (name, type, country)", async () => {
    const { boothId, runId } = await preparedRun();
    const out = (await findOrCreate({ runId, boothId })) as { companyId: string };
    const c = (await api("GET", `/companies/${out.companyId}`, { token: admin })).body;
    expect(c).toMatchObject({ type: "brandOwner", address: { countryCode: "FR" } });
  });

  async function drafted(before?: (companyId: string) => Promise<void>) {
    const { boothId, runId } = await preparedRun();
    const state = (await findOrCreate({ runId, boothId })) as { companyId: string; contactId: string; researchId: string; boothId: string; runId: string };
    await before?.(state.companyId);
    await draftOutreach(state);
    return { ...state };
  }

  it("DraftOutreach stores a sanitised French draft offering our matching listed material, and a pending action; the run awaits approval", async () => {
    // Our listed PEEK with a quality fact (a rare type, so it is among the newest of its type; a material without
    // data is never offered) and a company interested in PEEK.
    const m = await api<{ id: string }>("PUT", "/materials", {
      token: admin,
      body: {
        companyId: SEEDED_COMPANY.demoRecycling,
        name: `Outreach rPEEK ${randomUUID().slice(0, 4)}`,
        type: "peek",
        condition: "granules",
        countryOfOrigin: "DE",
        isPublic: true,
      },
    });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    const { runId } = await drafted(async (companyId) => {
      const c = (await api<{ name: string }>("GET", `/companies/${companyId}`, { token: admin })).body;
      const u = await api("POST", `/companies/${companyId}`, { token: admin, body: { name: c.name, buyerProfile: { materials: ["peek"] } } });
      expect(u.status, JSON.stringify(u.body)).toBe(200);
    });
    const run = (await api<WorkflowRun>("GET", `/k-fair/workflows/${runId}`, { token: admin })).body;
    expect(run.state.status).toBe("awaitingApproval");
    expect(run.steps.map((s) => [s.name, s.status])).toEqual([
      ["FindOrCreate", "completed"],
      ["DraftOutreach", "completed"],
    ]);
    const messages = (await api<{ items: KFairMessage[] }>("GET", `/k-fair/workflows/${runId}/messages`, { token: admin })).body.items;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: "draft", to: [{ name: "Claire Dubois" }] });
    expect(messages[0].body).toContain("Bonjour Claire Dubois");
    expect(messages[0].body).toContain(`href="https://www.recyclate.example.com/catalog/${m.body.id}"`);
    expect(messages[0].body).not.toMatch(/<script|on\w+=/i);
    const actions = (await api<{ items: KFairAction[] }>("GET", `/k-fair/workflows/${runId}/actions`, { token: admin })).body.items;
    expect(actions).toEqual([expect.objectContaining({ status: "pending", type: "sendOutreachEmail", messageId: messages[0].id })]);
  });

  it("approve sends the edited, sanitised e-mail through SES and completes the run; a second decision is 409", async () => {
    const { runId } = await drafted();
    const action = (await api<{ items: KFairAction[] }>("GET", `/k-fair/workflows/${runId}/actions`, { token: admin })).body.items[0];
    const subject = `Booth follow-up ${randomUUID()}`;
    const r = await api("POST", `/k-fair/workflows/${runId}`, {
      token: admin,
      body: { actionId: action.id, decision: "approve", subject, body: '<p onclick="x()">Edited <script>alert(1)</script>body</p>' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.action).toMatchObject({ status: "approved", decidedBy: adminId });
    expect(r.body.message).toMatchObject({ status: "sent", subject, body: "<p>Edited body</p>" });
    expect(r.body.run.state.status).toBe("completed");
    const store = { emails: await sentMail() };
    const mail = store.emails.find((e) => e.subject === subject);
    expect(mail?.destination.to[0]).toMatch(/^claire\./);
    expect(mail?.body?.html).toBe("<p>Edited body</p>");

    const again = await api("POST", `/k-fair/workflows/${runId}`, { token: admin, body: { actionId: action.id, decision: "reject" } });
    expect(again.status).toBe(409);
  });

  it("re-running the draft step after approval changes nothing: the e-mail goes out once", async () => {
    const state = await drafted();
    const { runId } = state;
    const action = (await api<{ items: KFairAction[] }>("GET", `/k-fair/workflows/${runId}/actions`, { token: admin })).body.items[0];
    const subject = `Once only ${randomUUID()}`;
    const r = await api("POST", `/k-fair/workflows/${runId}`, { token: admin, body: { actionId: action.id, decision: "approve", subject } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await draftOutreach(state);
    const actions = (await api<{ items: KFairAction[] }>("GET", `/k-fair/workflows/${runId}/actions`, { token: admin })).body.items;
    expect(actions.map((a) => a.status)).toEqual(["approved"]);
    const messages = (await api<{ items: { status: string; subject: string }[] }>("GET", `/k-fair/workflows/${runId}/messages`, { token: admin })).body.items;
    expect(messages).toMatchObject([{ status: "sent", subject }]);
    expect((await api("GET", `/k-fair/workflows/${runId}`, { token: admin })).body.state.status).toBe("completed");
    expect((await api("POST", `/k-fair/workflows/${runId}`, { token: admin, body: { actionId: action.id, decision: "approve" } })).status).toBe(409);
    expect((await sentMail()).filter((e) => e.subject === subject)).toHaveLength(1);
  });

  it("reject discards the draft and completes the run; another run's action is 404; bad input 400", async () => {
    const a = await drafted();
    const b = await drafted();
    const actionB = (await api<{ items: KFairAction[] }>("GET", `/k-fair/workflows/${b.runId}/actions`, { token: admin })).body.items[0];
    expect((await api("POST", `/k-fair/workflows/${a.runId}`, { token: admin, body: { actionId: actionB.id, decision: "approve" } })).status).toBe(404);
    expect(paths(await api("POST", `/k-fair/workflows/${b.runId}`, { token: admin, body: { actionId: actionB.id, decision: "maybe" } }))).toEqual([
      "body.decision",
    ]);
    expect(
      paths(
        await api("POST", `/k-fair/workflows/${b.runId}`, { token: admin, body: { actionId: actionB.id, decision: "approve", body: "<script>only</script>" } }),
      ),
    ).toEqual(["body.body"]);
    const r = await api("POST", `/k-fair/workflows/${b.runId}`, { token: admin, body: { actionId: actionB.id, decision: "reject" } });
    expect(r.status).toBe(200);
    expect(r.body.message.status).toBe("discarded");
    expect(r.body.action.status).toBe("rejected");
    expect(r.body.run.state.status).toBe("completed");
  });
});

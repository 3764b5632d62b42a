import { beforeAll, describe, expect, inject, it } from "vitest";
import type { MaterialMatch, MaterialRequest } from "../../shared/schemas/material-request";
import { allPages, api, login, type Answer } from "../fixtures/api";
import { newTenant, tag, type Tenant } from "../fixtures/factories";
import { matchingSettled } from "../fixtures/matching";

let admin: string;
/** A buyer's and a seller's company of this file's own (test/fixtures/factories.ts), so counts and lists are this file's. */
let buyerCo: Tenant;
let sellerCo: Tenant;
let seller: string;
let buyer: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  [buyerCo, sellerCo] = await Promise.all([newTenant(), newTenant()]);
  buyer = buyerCo.accessToken;
  seller = sellerCo.accessToken;
});

const all = (path: string, token = admin) => allPages<MaterialRequest>(path, token);

const create = (body: object, token = buyer) => api("POST", "/material-requests", { token, body });

/** The matching runs in the background (ADR 0105): the request once the run after `after` has recorded its outcome. */
async function matched(id: string, after: string | null = null): Promise<MaterialRequest> {
  const r = await matchingSettled(id, admin, after);
  if (!r.matchedDate || r.matchedDate === after) throw new Error(`request ${id} was not matched within 10 s`);
  return r as unknown as MaterialRequest;
}
const issuePaths = (r: Answer) => (r.body.issues ?? []).map((i: { path: string }) => i.path);

/** Seller materials of one type, made for a test, so the ranking can be checked without the rest of the catalogue. */
async function material(body: object) {
  const r = await api("PUT", "/materials", { token: admin, body: { companyId: sellerCo.companyId, countryOfOrigin: "DE", ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as string;
}

describe("requests: ownership and staff fields", () => {
  it("a buyer's request belongs to their company, answers at once with status open, is matched in the background and listed for them without staff fields", async () => {
    const own = await newTenant();
    const description = `Need rPOM ${tag()}`;
    const r = await create({ description, materialType: "pom", conditions: ["regrind"], colors: ["natural"], amount: 5 }, own.accessToken);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ description, companyId: own.companyId, type: "buy", company: { id: own.companyId, name: own.companyName }, documents: [] });
    expect(r.body.status).toBe("open");
    expect(["matching_completed", "no_matches"]).toContain((await matched(r.body.id)).status);
    for (const f of ["assigneeId", "internalId", "metadata", "originChannel", "createdBy", "matchCount"]) expect(r.body, f).not.toHaveProperty(f);
    expect((await all("/material-requests", own.accessToken)).map((x) => x.id)).toEqual([r.body.id]);
    const staff = await api("GET", `/material-requests/${r.body.id}`, { token: admin });
    expect(staff.body).toMatchObject({ originChannel: "MARKETPLACE", createdBy: expect.any(String), matchedDate: expect.any(String) });
  });

  it("a buyer cannot file for another company or set status, assignee or other staff fields; nothing is stored", async () => {
    const before = (await all("/material-requests", buyer)).length;
    for (const [body, path] of [
      [{ companyId: sellerCo.companyId }, "body.companyId"],
      [{ status: "completed" }, "body.status"],
      [{ assigneeId: "someone" }, "body.assigneeId"],
      [{ internalId: "X-1" }, "body.internalId"],
    ] as const) {
      const r = await create({ description: "Staff field probe", ...body });
      expect(r.status, JSON.stringify(body)).toBe(403);
      expect(issuePaths(r)).toEqual([path]);
    }
    expect((await all("/material-requests", buyer)).length).toBe(before);
    const own = await create({ description: "Own company named", companyId: buyerCo.companyId, status: "open" });
    expect(own.status).toBe(201);
    expect(own.body.companyId).toBe(buyerCo.companyId);
  });

  it("another company's request answers 404 on get, update, delete, matches and its company list", async () => {
    const r = await create({ description: "Private request" });
    const id = r.body.id;
    expect((await api("GET", `/material-requests/${id}`, { token: seller })).status).toBe(404);
    expect((await api("POST", `/material-requests/${id}`, { token: seller, body: { description: "Taken" } })).status).toBe(404);
    expect((await api("DELETE", `/material-requests/${id}`, { token: seller })).status).toBe(404);
    expect((await api("GET", `/companies/${buyerCo.companyId}/material-requests`, { token: seller })).status).toBe(404);
    expect((await all("/material-requests", seller)).map((x) => x.id)).not.toContain(id);
    // the owner reads it but edits, matches and re-runs are staff work
    expect((await api("GET", `/material-requests/${id}`, { token: buyer })).status).toBe(200);
    expect((await api("POST", `/material-requests/${id}`, { token: buyer, body: { status: "completed" } })).status).toBe(403);
    expect((await api("GET", `/material-requests/${id}/matches`, { token: buyer })).status).toBe(403);
    expect((await api("POST", `/material-requests/${id}/matching`, { token: buyer })).status).toBe(403);
    expect((await api("GET", `/material-requests/${id}`, { token: admin })).body.description).toBe("Private request");
  });

  it("bad input answers 400 naming the field and stores nothing", async () => {
    const before = (await all("/material-requests", buyer)).length;
    for (const [body, path] of [
      [{ description: "" }, "body.description"],
      [{ description: "x", amount: 0 }, "body.amount"],
      [{ description: "x", materialIds: [""] }, "body.materialIds.0"],
      [{ description: "x", capacity: { amount: -1, frequency: "month" } }, "body.capacity.amount"],
      [{ description: "x", origin: ["DEU"] }, "body.origin.0"],
      [{ description: "x", materialIds: ["d0000000-0000-4000-8000-00000000dead"] }, "body.materialIds.0"],
      [{ description: "x", contactId: "p-nobody" }, "body.contactId"],
    ] as const) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(r)).toContain(path);
    }
    expect((await all("/material-requests", buyer)).length).toBe(before);
  });
});

describe("matching", () => {
  let requestId: string;
  let good: string;
  let black: string;
  let spare: string;

  it("writes the passing materials as open matches, ranked, and ranks the rest on demand", async () => {
    const t = tag();
    good = await material({
      name: `rPOM natural ${t}`,
      type: "pom",
      condition: "regrind",
      color: "natural",
      source: "postIndustrial",
      capacity: { amount: 80, frequency: "month" },
    });
    spare = await material({
      name: `rPOM natural spare ${t}`,
      type: "pom",
      condition: "regrind",
      color: "natural",
      source: "postConsumer",
      capacity: { amount: 60, frequency: "month" },
    });
    black = await material({
      name: `rPOM black ${t}`,
      type: "pom",
      condition: "regrind",
      color: "black",
      source: "postIndustrial",
      capacity: { amount: 80, frequency: "month" },
    });
    const r = await create({ description: `POM ${t}`, materialType: "pom", conditions: ["regrind"], colors: ["natural"], amount: 40 }, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    requestId = r.body.id;
    expect(r.body.status).toBe("open");
    expect(await matched(requestId)).toMatchObject({ status: "matching_completed", matchCount: expect.any(Number) });
    const m = await api("GET", `/material-requests/${requestId}/matches`, { token: admin });
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    const items: MaterialMatch[] = m.body.items;
    expect(items.map((x) => x.materialId)).toEqual(expect.arrayContaining([good, spare]));
    expect(items.map((x) => x.materialId)).not.toContain(black);
    expect(items.every((x) => x.isMatch && x.status === "open" && x.materialRequestId === requestId)).toBe(true);
    expect(items.map((x) => x.rank)).toEqual([...items.map((x) => x.rank)].sort((a, b) => a - b));
    const scores = items.map((x) => x.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(items.find((x) => x.materialId === good)).toMatchObject({
      material: { id: good, type: "pom", color: "natural" },
      company: { id: sellerCo.companyId },
    });
    expect(m.body.candidates).toBeGreaterThanOrEqual(2);

    const everything = await api("GET", `/material-requests/${requestId}/matches?scope=all&limit=200`, { token: admin });
    const ids = everything.body.items.map((x: MaterialMatch) => x.materialId);
    expect(ids.indexOf(good)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(good)).toBeLessThan(ids.indexOf(black));
    expect(everything.body.items.find((x: MaterialMatch) => x.materialId === black)).toMatchObject({ isMatch: false, id: null });
  });

  it("a request's fillers field is stored, answered and decides the filler match", async () => {
    const t = tag();
    const gf30 = await material({
      name: `rPPA reinforced ${t}`,
      type: "ppa",
      fillers: [{ filler: "glassFibres", percentage: 30 }],
      capacity: { amount: 50, frequency: "month" },
    });
    const plain = await material({ name: `rPPA ${t}`, type: "ppa", fillers: [], capacity: { amount: 50, frequency: "month" } });
    const r = await create({ description: `Housing grade ${t}`, materialType: "ppa", fillers: [{ filler: "glassFibres", percentage: 30 }], amount: 10 }, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.fillers).toEqual([{ filler: "glassFibres", percentage: 30 }]);
    await matched(r.body.id);
    const everything: MaterialMatch[] = (await api("GET", `/material-requests/${r.body.id}/matches?scope=all&limit=200`, { token: admin })).body.items;
    const of = (id: string) => everything.find((x) => x.materialId === id)!;
    expect(of(gf30)).toMatchObject({ isMatch: true });
    expect(of(plain).isMatch).toBe(false);
    expect(of(plain).factors.find((f) => f.field === "filler")).toMatchObject({ verdict: "mismatch", reason: "unfilled" });
    const bad = await create({ description: `x ${t}`, fillers: [{ filler: "glassFibres", percentage: 130 }] }, admin);
    expect(bad.status).toBe(400);
    expect(issuePaths(bad)).toEqual(["body.fillers.0.percentage"]);
  });

  it("pages the matches with a cursor bound to the request", async () => {
    const first = await api("GET", `/material-requests/${requestId}/matches?scope=all&limit=1`, { token: admin });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.cursor).toBeTruthy();
    const next = await api("GET", `/material-requests/${requestId}/matches?scope=all&limit=1&cursor=${encodeURIComponent(first.body.cursor)}`, {
      token: admin,
    });
    expect(next.body.items[0].rank).toBe(2);
    const other = await api("GET", `/material-requests/${requestId}/matches?limit=1&cursor=${encodeURIComponent(first.body.cursor)}`, { token: admin });
    expect(other.status).toBe(400);
  });

  it("updates a match's status, refusing a match of another request; notes hang off the match", async () => {
    const m = (await api("GET", `/material-requests/${requestId}/matches`, { token: admin })).body.items.find((x: MaterialMatch) => x.materialId === good);
    const body = { id: m.id, materialId: good, materialRequestId: requestId, status: "contacted" };
    const other = await create({ description: "Other request" }, admin);
    expect((await api("POST", `/material-requests/${other.body.id}/matches`, { token: admin, body })).status).toBe(404);
    expect(
      (await api("POST", `/material-requests/${other.body.id}/matches`, { token: admin, body: { ...body, materialRequestId: other.body.id } })).status,
    ).toBe(404);
    expect(
      (await api("POST", `/material-requests/${requestId}/matches`, { token: admin, body: { ...body, id: "00000000-0000-4000-8000-000000000000" } })).status,
    ).toBe(404);
    expect((await api("POST", `/material-requests/${requestId}/matches`, { token: buyer, body })).status).toBe(403);
    const ok = await api("POST", `/material-requests/${requestId}/matches`, { token: admin, body });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ id: m.id, status: "contacted", material: { id: good } });

    const metadata = { materialId: good, materialRequestId: requestId };
    const note = await api("POST", "/notes", { token: admin, body: { topicType: "MATERIAL_MATCH", topicId: m.id, content: "Called the seller", metadata } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body).toMatchObject({ topicType: "MATERIAL_MATCH", topicId: m.id, metadata });
    const noMeta = await api("POST", "/notes", { token: admin, body: { topicType: "MATERIAL_MATCH", topicId: m.id, content: "x" } });
    expect(noMeta.status).toBe(400);
    expect(issuePaths(noMeta)).toContain("body.metadata.materialRequestId");
    const elsewhere = await api("POST", "/notes", {
      token: admin,
      body: { topicType: "MATERIAL_MATCH", topicId: m.id, content: "x", metadata: { materialId: good, materialRequestId: other.body.id } },
    });
    expect(elsewhere.status).toBe(404);
    expect((await api("POST", "/notes", { token: admin, body: { topicType: "MATERIAL_REQUEST", topicId: requestId, content: "Buyer called" } })).status).toBe(
      201,
    );
    expect((await api("POST", "/notes", { token: admin, body: { topicType: "MATERIAL_REQUEST", topicId: "r-none", content: "x" } })).status).toBe(404);
  });

  it("re-runs on a change: new matches open, worked-on ones kept, untouched stale ones removed; a staff status stays", async () => {
    const before = (await api("GET", `/material-requests/${requestId}`, { token: admin })).body;
    const stale = await api("POST", `/material-requests/${requestId}`, { token: admin, body: { colors: ["black"], version: before.version + 1 } });
    expect(stale.status).toBe(409);
    const r = await api("POST", `/material-requests/${requestId}`, { token: admin, body: { colors: ["black"], version: before.version } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.colors).toEqual(["black"]);
    await matched(requestId, before.matchedDate);
    const items: MaterialMatch[] = (await api("GET", `/material-requests/${requestId}/matches`, { token: admin })).body.items;
    expect(items.find((x) => x.materialId === black)).toMatchObject({ isMatch: true, status: "open" });
    expect(items.find((x) => x.materialId === good)).toMatchObject({ isMatch: false, status: "contacted" });
    expect(items.map((x) => x.materialId)).not.toContain(spare); // untouched and no longer matching: removed
    const ranks = items.map((x) => x.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(items.findIndex((x) => x.materialId === black)).toBeLessThan(items.findIndex((x) => x.materialId === good));

    const done = await api("POST", `/material-requests/${requestId}`, { token: admin, body: { status: "completed", completionStatus: "won" } });
    expect(done.body).toMatchObject({ status: "completed", completionStatus: "won" });
    const rerun = await api("POST", `/material-requests/${requestId}/matching`, { token: admin });
    expect(rerun.status).toBe(200);
    expect(rerun.body.status).toBe("completed");
    const back = await api("POST", `/material-requests/${requestId}`, { token: admin, body: { status: "open" } });
    expect(back.body.status).toBe("open");
    const again = await api("POST", `/material-requests/${requestId}/matching`, { token: admin });
    expect(again.body.status).toBe("matching_completed");
    // a request nothing can match
    const none = await create({ description: "Nothing fits", materialType: "pom", amount: 1e9 }, admin);
    expect(none.body.status).toBe("open");
    expect((await matched(none.body.id)).status).toBe("no_matches");
  });

  it("deleting the request removes its matches and their notes", async () => {
    const m = (await api("GET", `/material-requests/${requestId}/matches`, { token: admin })).body.items as MaterialMatch[];
    expect((await api("DELETE", `/material-requests/${requestId}`, { token: admin })).status).toBe(200);
    expect((await api("GET", `/material-requests/${requestId}`, { token: admin })).status).toBe(404);
    expect((await api("GET", `/material-requests/${requestId}/matches`, { token: admin })).status).toBe(404);
    for (const x of m) expect((await api("GET", `/notes?topicType=MATERIAL_MATCH&topicId=${x.id}`, { token: admin })).body.items).toEqual([]);
    expect((await api("GET", `/notes?topicType=MATERIAL_REQUEST&topicId=${requestId}`, { token: admin })).body.items).toEqual([]);
    expect((await api("DELETE", `/material-requests/${requestId}`, { token: admin })).status).toBe(404);
  });
});

describe("lists", () => {
  it("staff filter by status and company; a buyer deletes their own request", async () => {
    const deferred = await create({ description: `Deferred ${tag()}`, status: "deferred", companyId: buyerCo.companyId }, admin);
    expect(deferred.status, JSON.stringify(deferred.body)).toBe(201);
    expect(deferred.body.status).toBe("deferred");
    const byStatus = await all("/material-requests?status=deferred");
    expect(byStatus.map((x) => x.id)).toContain(deferred.body.id);
    expect(byStatus.every((x) => x.status === "deferred")).toBe(true);
    const updated = await all("/material-requests?status=deferred&sort=-updatedDate");
    expect(updated.map((x) => x.id)).toContain(deferred.body.id);
    const ofCompany = await all(`/companies/${buyerCo.companyId}/material-requests`);
    expect(ofCompany.every((x) => x.companyId === buyerCo.companyId)).toBe(true);
    expect(ofCompany.map((x) => x.id)).toContain(deferred.body.id);
    // Only this file writes to the buyer's company: its one deferred request is exactly this one.
    const asBuyer = await all(`/companies/${buyerCo.companyId}/material-requests?status=deferred`, buyer);
    expect(asBuyer.map((x) => x.id)).toEqual([deferred.body.id]);
    const dates = (await all("/material-requests?sort=-createdDate")).map((x) => x.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());

    expect((await api("DELETE", `/material-requests/${deferred.body.id}`, { token: buyer })).status).toBe(200);
    expect((await api("GET", `/material-requests/${deferred.body.id}`, { token: buyer })).status).toBe(404);
  });

  it("the board answers every status column in one call: each the newest requests of its status, as the list has them", async () => {
    const t = tag();
    const made = [];
    for (const status of ["open", "deferred", "deferred"] as const) {
      const r = await create({ description: `Board ${status} ${t}`, status, companyId: buyerCo.companyId }, admin);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      made.push(r.body as MaterialRequest);
    }
    // Each new request's matching run may move it to another column: let the runs end before the columns are compared.
    for (const m of made) await matchingSettled(m.id, admin, null, 60_000);
    const board = await api("GET", `/material-requests/board?limit=10&q=${encodeURIComponent(t)}`, { token: admin });
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    const columns: { status: string; items: MaterialRequest[]; more: boolean }[] = board.body.columns;
    expect(columns.map((c) => c.status)).toEqual(["open", "in_progress", "matching_completed", "no_matches", "completed", "deferred", "wait_for_confirmation"]);
    const ids = (status: string) => columns.find((c) => c.status === status)!.items.map((x) => x.id);
    // The matching run may move the open one on; wherever it is, it sits in exactly one column.
    expect(columns.flatMap((c) => c.items.map((x) => x.id)).sort()).toEqual(made.map((m) => m.id).sort());
    expect(ids("deferred")).toEqual([made[2].id, made[1].id]);
    // Unfiltered, each column is the status list's first page.
    const whole = await api("GET", "/material-requests/board?limit=3", { token: admin });
    for (const c of whole.body.columns) {
      const page = await api("GET", `/material-requests?status=${c.status}&limit=3`, { token: admin });
      expect(c.items.map((x: MaterialRequest) => x.id)).toEqual(page.body.items.map((x: MaterialRequest) => x.id));
      expect(c.more).toBe(page.body.cursor !== null);
    }
    // One column when a status is named; a buyer sees only their company's requests, without staff fields.
    const one = await api("GET", "/material-requests/board?status=deferred", { token: admin });
    expect(one.body.columns.map((c: { status: string }) => c.status)).toEqual(["deferred"]);
    const mine = await api("GET", "/material-requests/board", { token: buyer });
    expect(mine.status).toBe(200);
    const items: Record<string, unknown>[] = mine.body.columns.flatMap((c: { items: unknown[] }) => c.items);
    expect(items.map((x) => x.id)).toEqual(expect.arrayContaining(made.map((m) => m.id)));
    expect(items.every((x) => x.companyId === buyerCo.companyId && !("assigneeId" in x) && !("createdBy" in x))).toBe(true);
    expect((await api("GET", "/material-requests/board", { token: seller })).body.columns.flatMap((c: { items: unknown[] }) => c.items)).toEqual([]);
    expect((await api("GET", "/material-requests/board?status=nope", { token: admin })).status).toBe(400);
  });

  it("the text search finds a request by its company's name, also after the company is renamed", async () => {
    const t = tag();
    const co = await api("PUT", "/companies", { token: admin, body: { name: `Searchable Polymers ${t}` } });
    expect(co.status, JSON.stringify(co.body)).toBe(201);
    const r = await create({ description: `Anything ${t}`, companyId: co.body.id }, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).not.toHaveProperty("companyName");
    expect((await all(`/material-requests?q=${encodeURIComponent(`searchable polymers ${t}`)}`)).map((x) => x.id)).toEqual([r.body.id]);
    const renamed = await api("POST", `/companies/${co.body.id}`, { token: admin, body: { name: `Renamed Resins ${t}`, version: co.body.version } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await all(`/material-requests?q=${encodeURIComponent(`renamed resins ${t}`)}`)).map((x) => x.id)).toEqual([r.body.id]);
    expect(await all(`/material-requests?q=${encodeURIComponent(`searchable polymers ${t}`)}`)).toEqual([]);
  });

  it("unassigned and assigned requests are found by the assignee filter", async () => {
    const a = await login("admin@example.com");
    const r = await create({ description: `Assigned ${tag()}`, companyId: buyerCo.companyId, assigneeId: a.userId }, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.assignee).toMatchObject({ id: a.userId });
    expect((await all(`/material-requests?assignee=${a.userId}`)).map((x) => x.id)).toContain(r.body.id);
    expect((await all("/material-requests?assignee=none")).map((x) => x.id)).not.toContain(r.body.id);
  });

  it("an assignee must be a member of staff: a customer's user answers 400 naming the field", async () => {
    const r = await create({ description: `Assigned to a customer ${tag()}`, companyId: buyerCo.companyId, assigneeId: sellerCo.userId }, admin);
    expect(r.status).toBe(400);
    expect((r.body.issues ?? []).map((i: { path: string }) => i.path)).toEqual(["body.assigneeId"]);
  });
});

describe("seed", () => {
  it("has at least 25 requests from several buyers, every status, with matches and notes on some", async () => {
    const { seedRequestId, seedRequestCount } = await import("../../scripts/seed/requests");
    const { requestStatuses } = await import("../../shared/schemas/material-request");
    expect(seedRequestCount).toBeGreaterThanOrEqual(25);
    const seeded = await Promise.all(
      Array.from({ length: seedRequestCount }, (_, i) => api("GET", `/material-requests/${seedRequestId(i)}`, { token: admin })),
    );
    const bodies = seeded.filter((r) => r.status === 200).map((r) => r.body as MaterialRequest);
    expect(new Set(bodies.map((r) => r.companyId)).size).toBeGreaterThanOrEqual(4);
    for (const s of requestStatuses) expect(bodies.filter((r) => r.status === s).length, s).toBeGreaterThanOrEqual(1);
    expect(bodies.filter((r) => (r as { matchCount: number }).matchCount > 0).length).toBeGreaterThanOrEqual(10);
    const worked = await api("GET", `/material-requests/${seedRequestId(3)}/matches`, { token: admin });
    const touched = worked.body.items.filter((m: MaterialMatch) => m.status !== "open");
    expect(touched.length).toBeGreaterThan(0);
    const notes = await api("GET", `/notes?topicType=MATERIAL_MATCH&topicId=${touched[0].id}`, { token: admin });
    expect(notes.body.items.length).toBeGreaterThan(0);
    expect(notes.body.items[0].metadata).toMatchObject({ materialId: touched[0].materialId, materialRequestId: seedRequestId(3) });
  });
});

describe("documents", () => {
  const PDF = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const upload = async (id: string, bytes: Buffer, token = buyer) => {
    const up = await api("POST", `/material-requests/${id}/upload-document`, {
      token,
      body: { contentType: "application/pdf", size: bytes.length, name: "spec.pdf" },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect((await fetch(up.body.uploadUrl, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": "application/pdf" } })).status).toBe(200);
    return up.body.file as { id: string; size: number; contentType: string; name: string };
  };

  it("the author uploads a PDF, registers it and sees it with a download link; then removes it", async () => {
    const r = await create({ description: `With specs ${tag()}` });
    const file = await upload(r.body.id, PDF);
    const saved = await api("POST", `/material-requests/${r.body.id}/documents`, { token: buyer, body: file });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.documents).toEqual([
      expect.objectContaining({ id: file.id, name: "spec.pdf", size: PDF.length, contentType: "application/pdf", url: expect.stringContaining("http") }),
    ]);
    const got = await fetch(saved.body.documents[0].url);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    // a retried registration does not add it twice
    expect((await api("POST", `/material-requests/${r.body.id}/documents`, { token: buyer, body: file })).body.documents).toHaveLength(1);
    const removed = await api("DELETE", `/material-requests/${r.body.id}/documents/${file.id}`, { token: buyer });
    expect(removed.status).toBe(200);
    expect(removed.body.documents).toEqual([]);
    expect((await fetch(saved.body.documents[0].url)).status).toBe(404);
    expect((await api("DELETE", `/material-requests/${r.body.id}/documents/${file.id}`, { token: buyer })).status).toBe(404);
  });

  it("refuses a file that is not a PDF, or was never uploaded, and keeps nothing; another company gets 404", async () => {
    const r = await create({ description: `Probe ${tag()}` });
    const fake = await upload(r.body.id, Buffer.from("just text, not a pdf at all"));
    const refused = await api("POST", `/material-requests/${r.body.id}/documents`, { token: buyer, body: fake });
    expect(refused.status).toBe(415);
    const missing = await api("POST", `/material-requests/${r.body.id}/documents`, {
      token: buyer,
      body: { ...fake, id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing.status).toBe(400);
    expect(issuePaths(missing)).toContain("body");
    expect((await api("GET", `/material-requests/${r.body.id}`, { token: buyer })).body.documents).toEqual([]);
    expect((await api("POST", `/material-requests/${r.body.id}/upload-document`, { token: seller, body: { contentType: "application/pdf" } })).status).toBe(
      404,
    );
    expect((await api("POST", `/material-requests/${r.body.id}/upload-document`, { token: buyer, body: { contentType: "text/html" } })).status).toBe(415);
    const other = await api("POST", `/material-requests/${r.body.id}/documents`, { token: seller, body: fake });
    expect(other.status).toBe(404);
  });
});

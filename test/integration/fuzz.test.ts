import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type StoredRequest } from "../../functions/domains/requests";
import { matchFieldsChanged } from "../../functions/domains/requests/matching";
import { routeTable, type RouteEntry } from "../../functions/routes";
import { api, login } from "../fixtures/api";
import { newTenant } from "../fixtures/factories";
import { matchingSettled } from "../fixtures/matching";
import { forgedCursor, hasId, isList, isWrite, mutatedBody, mutatedQuery, nastyId, schemaFields, schemaKeys, toJson } from "../fixtures/fuzz";

/**
 * Property-based fuzz of every write and list route: payloads generated from each route's
 * schema, sent over HTTP as the route's roles. Every answer is 4xx or 2xx, never 5xx, and a refused write
 * leaves the route's data as it was. Deterministic: FUZZ_SEED (default below) and FUZZ_RUNS (payloads per
 * route and role) reproduce a run; a failure prints the seed and the payload.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// The work is bounded by a count, never by time: RUNS payloads per route and role (110 route-role pairs).
// `npm test` sends a modest 3 per pair on dynalite, and 1 on DynamoDB Local (several times slower): there the run
// checks that every route meets AWS's limits, which the largest payloads of item-size and input-bounds press
// harder; a deeper search sets FUZZ_RUNS (e.g. 50) and FUZZ_SEED.
const RUNS = Number(process.env.FUZZ_RUNS ?? (inject("dynamodb") === "ddblocal" ? 1 : 3));
const PASSWORD = "Fuzz-pass1!";

type Who = "anonymous" | "user" | "admin";
interface Ctx {
  tokens: Record<Who, string | undefined>;
  email: string;
  userId: string;
  companyId: string;
  materialId: string;
  requestId: string;
  matchId: string;
}
let ctx: Ctx;

/** Known-valid bodies (refused only through the mutation); routes not listed are fuzzed from `{}`. */
const validBody = (id: string, who: Who): Record<string, unknown> =>
  ({
    "auth.authenticate": { email: ctx.email, password: "Wrong-pass1!" },
    "auth.refreshToken": { refreshToken: "not-a-token", userId: ctx.userId },
    "auth.updatePassword": { oldPassword: "Wrong-pass1!", newPassword: "Other-pass2!" },
    "auth.signup": { email: ctx.email, password: PASSWORD, firstName: "Fuzz", lastName: "Zer", companyName: "Fuzz Co" },
    "auth.verify": { email: ctx.email, password: PASSWORD, firstName: "Fuzz", lastName: "Zer", companyName: "Fuzz Co", code: "12345678" },
    "config.put": { value: { order: ["a", "b"], n: 1 } },
    "contacts.update": { firstName: "Fuzz", language: "de" },
    "contacts.create": { companyId: ctx.companyId, firstName: "Fuzz", email: "fuzz-contact@example.com", linkedIn: "https://example.com/in/fuzz" },
    "notes.create": { topicType: "COMPANY", topicId: ctx.companyId, content: "Fuzz note", metadata: { via: "fuzz" } },
    "datasheets.extract": { fileName: "a.pdf", file: Buffer.from("%PDF-1.4\n%%EOF").toString("base64") },
    "materials.create": {
      name: "Fuzz PP",
      type: "pp",
      recycledContent: 50,
      packagingTypes: ["silos"],
      pricePerTon: { amount: 900 },
      ...(who === "admin" ? { companyId: ctx.companyId } : {}),
    },
    "materials.update": { name: "Fuzz PP", recycledContent: 60, viscosity: { type: "meltFlowRate", min: 2, max: 4 } },
    "materials.uploadImage": { contentType: "image/png", size: 100, materialId: ctx.materialId },
    "materials.uploadDocument": { contentType: "application/pdf", size: 100, materialId: ctx.materialId },
    "warehouse.save": { id: ctx.materialId, availableAmountKg: 10 },
    "companies.create": {
      name: "Fuzz Co",
      website: "https://fuzz.example",
      profiles: ["seller"],
      certificates: ["iso9001"],
      capacity: { amount: 5, frequency: "month" },
      address: { countryCode: "de" },
    },
    "companies.update": { name: "Fuzz Co", description: "Fuzzed", profiles: ["buyer"], materials: ["PP"], address: { city: "Köln", countryCode: "de" } },
    "companies.v2Create": { name: "Fuzz Co", phoneNumbers: ["+49 1"], buyerProfile: { potential: "high", applications: ["toys"] } },
    "companies.v2Update": {
      name: "Fuzz Co",
      phoneNumbers: ["+49 1"],
      sellerProfile: { materials: [{ type: "PP", capacity: { amountKg: 1000, frequency: "month" } }] },
    },
    "companies.uploadDocument": { contentType: "application/pdf", size: 100, name: "a.pdf" },
    "companies.import": { rows: [{ row: 1, data: { company: { name: "Fuzz import" }, contacts: [{ firstName: "Imp" }] } }] },
    "requests.create": {
      description: "Fuzz rPP",
      materialType: "pp",
      amount: 5,
      capacity: { amount: 5, frequency: "month" },
      colors: ["black"],
      origin: ["DE"],
      targetPrice: { amount: 900 },
    },
    "requests.update": { description: "Fuzz rPP", colors: ["natural"], viscosity: { type: "meltFlowRate", min: 2, max: 4 } },
    "requests.updateMatch": { id: ctx.matchId, materialId: ctx.materialId, materialRequestId: ctx.requestId, status: "contacted" },
  })[id] ?? {};

const validQuery = (id: string): Record<string, string> =>
  ({
    "config.put": { configName: "fuzz" },
    "notes.list": { topicType: "COMPANY", topicId: ctx.companyId },
    "contacts.duplicates": { email: "fuzz@example.com" },
    "companies.duplicates": { name: "Fuzz Co" },
    "events.list": { type: "company", companyId: ctx.companyId },
  })[id] ?? {};

/** The real id a route's {id} names; destructive routes only ever get ids that name nothing. */
const realId = (r: RouteEntry) =>
  r.method === "DELETE"
    ? null
    : r.path.startsWith("/material-requests/")
      ? ctx.requestId
      : r.path.startsWith("/companies/") || r.path.startsWith("/v2/companies/")
        ? ctx.companyId
        : r.path.startsWith("/contacts/")
          ? ctx.userId
          : ctx.materialId;

/** What a refused request must leave unchanged: the fuzz company's materials, warehouse record, config, contact, requests. */
async function state(): Promise<string> {
  const admin = ctx.tokens.admin;
  const [materials, warehouse, config, contact, requests, matches] = await Promise.all([
    api("GET", `/companies/${ctx.companyId}/materials?limit=200`, { token: admin }),
    api("GET", `/warehouse/materials/${ctx.materialId}`, { token: admin }),
    api("GET", `/config?configName=fuzz`, { token: admin }),
    api("GET", `/contacts/${ctx.userId}`, { token: ctx.tokens.user }),
    api("GET", `/companies/${ctx.companyId}/material-requests?limit=200`, { token: admin }),
    api("GET", `/material-requests/${ctx.requestId}/matches?limit=200`, { token: admin }),
  ]);
  return JSON.stringify([materials.body, warehouse.status, warehouse.body, config.body, contact.body, requests.body, matches.body]);
}

const rolesOf = (r: RouteEntry): Who[] => (r.access === "public" ? ["anonymous"] : r.access === "admin" ? ["admin"] : ["user", "admin"]);
const qs = (q: Record<string, string>) => (Object.keys(q).length ? `?${new URLSearchParams(q)}` : "");

interface Payload {
  route: RouteEntry;
  who: Who;
  id: string | null;
  query: Record<string, string>;
  body: unknown;
}

function payloads(route: RouteEntry, who: Who, runs: number, seed: number): Payload[] {
  const base = validBody(route.id, who);
  const id = hasId(route) ? fc.oneof({ weight: 3, arbitrary: fc.constant(realId(route)) }, { weight: 1, arbitrary: nastyId }) : fc.constant(null);
  const body = route.body ? mutatedBody(base, schemaFields(route.body)) : fc.constant(undefined);
  const query = route.query ? mutatedQuery(validQuery(route.id), schemaKeys(route.query)) : fc.constant(validQuery(route.id));
  // a write route gets a hostile body with a clean query, a list route a hostile query; ids vary in both
  const arb = fc.record({
    id,
    body: isWrite(route) ? body : fc.constant(undefined),
    query: isWrite(route) && route.body ? fc.constant(validQuery(route.id)) : query,
  });
  return fc.sample(arb, { numRuns: runs, seed }).map((p) => ({ route, who, ...p, id: p.id ?? (hasId(route) ? "00000000-0000-4000-8000-00000000dead" : null) }));
}

async function send(p: Payload) {
  const path = (p.route.path.includes("{id}") ? p.route.path.replace("{id}", encodeURIComponent(p.id!)) : p.route.path) + qs(p.query);
  const token = p.who === "anonymous" ? undefined : ctx.tokens[p.who];
  return api(p.route.method, path, {
    token,
    ...(p.body !== undefined ? { body: toJson(p.body) } : {}),
    headers: p.body !== undefined ? { "content-type": "application/json" } : {},
  });
}

const fuzzed = routeTable.filter((r) => isWrite(r) || isList(r));
/** How many payloads the schema-driven test sends: RUNS per route and role. */
const PAYLOADS = fuzzed.reduce((n, r) => n + rolesOf(r).length, 0) * RUNS;

beforeAll(async () => {
  const user = await newTenant({ companyName: "Fuzz Co", firstName: "Fuzz", lastName: "Zer" });
  const email = user.email;
  const admin = await login("admin@example.com");
  const m = await api("PUT", "/materials", { token: user.accessToken, body: { name: "Fuzz target", type: "pp" } });
  expect(m.status, JSON.stringify(m.body)).toBe(201);
  // A request that matches the fuzz material (its own type), so the match routes have a real match to aim at.
  const req = await api("POST", "/material-requests", { token: user.accessToken, body: { description: "Fuzz request", materialType: "pp" } });
  expect(req.status, JSON.stringify(req.body)).toBe(201);
  await matchingSettled(req.body.id, admin.accessToken);
  const matches = await api("GET", `/material-requests/${req.body.id}/matches?limit=200`, { token: admin.accessToken });
  const match = matches.body.items.find((x: { materialId: string }) => x.materialId === m.body.id);
  ctx = {
    tokens: { anonymous: undefined, user: user.accessToken, admin: admin.accessToken },
    email,
    userId: user.userId,
    companyId: user.companyId,
    materialId: m.body.id,
    requestId: req.body.id,
    matchId: match?.id ?? "00000000-0000-4000-8000-000000000000",
  };
});

describe("fuzz: every write and list route answers 4xx, never 5xx, and stores nothing when refused", () => {
  it("covers every write and list route", () => {
    expect(fuzzed.length).toBeGreaterThanOrEqual(12);
  });

  it(
    `schema-driven payloads (seed ${SEED}, ${RUNS} per route and role)`,
    async () => {
      const all = fuzzed.flatMap((r, i) => rolesOf(r).flatMap((who, j) => payloads(r, who, RUNS, SEED + i * 31 + j)));
      expect(all.length).toBe(PAYLOADS);
      const stats = { payloads: 0, ok2xx: 0, refused4xx: 0, server5xx: 0, storedWhenRefused: 0 };
      const failures: string[] = [];
      // The state read after a refused write is the next write's "before" (nothing was stored, and nothing runs in
      // the background after a refusal); after an accepted write, and before the first, it is read again.
      let known: string | null = null;
      for (const p of all) {
        const before = isWrite(p.route) ? (known ??= await state()) : "";
        const prevRequest =
          p.route.id === "requests.update" ? (await api("GET", `/material-requests/${encodeURIComponent(p.id!)}`, { token: ctx.tokens.admin })).body : null;
        const r = await send(p);
        stats.payloads++;
        const where = `${p.route.id} as ${p.who} id=${JSON.stringify(p.id)?.slice(0, 80)} query=${JSON.stringify(p.query).slice(0, 200)} body=${toJson(p.body ?? null).slice(0, 300)}`;
        if (r.status >= 500) {
          stats.server5xx++;
          known = null;
          failures.push(`${r.status} ${where} → ${JSON.stringify(r.body).slice(0, 200)}`);
        } else if (r.status >= 400) {
          stats.refused4xx++;
          const after = isWrite(p.route) ? await state() : before;
          known = isWrite(p.route) ? after : known;
          if (after !== before) {
            stats.storedWhenRefused++;
            failures.push(`stored although ${r.status}: ${where}`);
          }
        } else {
          stats.ok2xx++;
          if (isWrite(p.route)) known = null;
          // An accepted request write starts its matching in the background (ADR 0105): let it finish, so its
          // writes are not taken for those of the next, refused payload. A new request is always matched, an update
          // only when it changed a field the matching reads (the service's own test, matchFieldsChanged). The wait
          // is a guard for a busy machine, where a run takes seconds, not a budget.
          const matched =
            p.route.id === "requests.create" || (p.route.id === "requests.update" && matchFieldsChanged(prevRequest as StoredRequest, r.body as StoredRequest));
          if (matched) {
            const id = p.route.id === "requests.create" ? (r.body as { id: string }).id : p.id!;
            await matchingSettled(id, ctx.tokens.admin!, prevRequest?.matchedDate ?? null, 30_000);
          }
        }
      }
      console.info(`fuzz seed=${SEED} runs=${RUNS}:`, JSON.stringify(stats));
      expect(failures, failures.slice(0, 10).join("\n")).toEqual([]);
      expect(stats.server5xx).toBe(0);
      expect(stats.storedWhenRefused).toBe(0);
    },
    PAYLOADS * 5_000,
  ); // a guard against a hang, not a budget: at load 20 on 2 cores a payload took ~1.8 s

  it("bad text in any string field of a valid body (lone surrogates, NUL, control characters) answers 400 and stores nothing", async () => {
    // a lone low and high surrogate, NUL, a C0 escape and a C1 control (the fixture's string pool has more)
    const BAD = ["\udc00", "\ud83d", "\u0000", "\u001b[1m", "\u0085"];
    const stats = { payloads: 0, refused400: 0, other: 0, storedWhenRefused: 0 };
    const failures: string[] = [];
    for (const r of fuzzed.filter((x) => isWrite(x) && x.body))
      for (const who of rolesOf(r)) {
        const valid = validBody(r.id, who);
        const strings = Object.entries(valid).filter(([, v]) => typeof v === "string") as [string, string][];
        // every payload is refused, so the state read around the route's batch must not change
        const before = await state();
        for (const [field, value] of strings)
          for (const bad of BAD) {
            const p: Payload = {
              route: r,
              who,
              id: hasId(r) ? (realId(r) ?? "00000000-0000-4000-8000-00000000dead") : null,
              query: validQuery(r.id),
              body: { ...valid, [field]: value.slice(0, 2) + bad + value.slice(2) },
            };
            const res = await send(p);
            stats.payloads++;
            if (res.status === 400 && (res.body?.issues ?? []).some((i: { path: string }) => i.path === `body.${field}`)) stats.refused400++;
            else {
              stats.other++;
              failures.push(
                `${res.status} ${r.id} as ${who} ${field}=${JSON.stringify(p.body && (p.body as Record<string, unknown>)[field])} → ${JSON.stringify(res.body).slice(0, 160)}`,
              );
            }
          }
        if ((await state()) !== before) {
          stats.storedWhenRefused++;
          failures.push(`stored: ${r.id} as ${who}`);
        }
      }
    console.info("fuzz bad text:", JSON.stringify(stats));
    expect(failures, failures.slice(0, 10).join("\n")).toEqual([]);
    expect(stats.payloads).toBeGreaterThan(100);
  }, 240_000);

  // Opaque, tamper-evident cursors are h-lists' work; this case fails until it has landed.
  it("forged cursors on every list route are refused with 4xx (needs h-lists' tamper-evident cursors)", async () => {
    const lists = fuzzed.filter(isList);
    const cursors = fc.sample(forgedCursor, { numRuns: 12, seed: SEED });
    const bad: string[] = [];
    for (const r of lists)
      for (const who of rolesOf(r))
        for (const cursor of cursors) {
          const path = r.path.replace("{id}", ctx.companyId) + qs({ ...validQuery(r.id), cursor });
          const res = await api("GET", path, { token: who === "anonymous" ? undefined : ctx.tokens[who] });
          if (res.status >= 500 || res.status < 400) bad.push(`${r.id} as ${who} cursor=${cursor.slice(0, 60)} → ${res.status}`);
        }
    expect(bad, bad.slice(0, 10).join("\n")).toEqual([]);
  });
});

import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { createMaterial } from "../../functions/domains/materials";
import { listRequestMatches } from "../../functions/domains/requests";
import { db } from "../../functions/db/service";
import { documentClient } from "../../functions/lib/clients";
import { ROOT } from "../local/config";
import { runIfMain, withBenchStack } from "./bench-stack";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { seedMaterialId, seeds } from "../seed/materials";
import { startHttpFloor } from "./http-floor";
import { percentile } from "./stats";
import { addScaleRow, times } from "./summary";

/**
 * API latency over loopback against a local stack of our own (ports 7300/7310, throw-away data folder) holding
 * 1,000 extra materials: p50/p99 of 300 requests per endpoint from 10 concurrent clients.
 */
const MATERIALS = 1000;
const REQUESTS = 300;
const CLIENTS = 10;
const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const OTHERS = [SEEDED_COMPANY.polimeri, SEEDED_COMPANY.granulaty, SEEDED_COMPANY.alpine];
const TYPES = ["pp", "hdpe", "ldpe", "pet", "pa6", "abs"] as const;

/** p50 of REQUESTS raw calls from `clients` concurrent callers: a route's floor, measured beside it. */
export async function floorOf(call: () => Promise<unknown>, clients: number) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        await call();
        times.push(performance.now() - t);
      }
    }),
  );
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

export async function measure(name: string, call: () => Promise<Response>, clients = CLIENTS) {
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        const res = await call();
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (!res.ok) failures++;
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1], rps: (REQUESTS / wall) * 1000, failures };
}

export async function main(): Promise<string> {
  return withBenchStack("api", { appPort: 7300, portBase: 7310 }, async (stack) => {
    const t0 = performance.now();
    const input = (i: number) => ({
      name: `Bench material ${i}`,
      type: TYPES[i % TYPES.length],
      condition: i % 2 ? "granules" : "regrind",
      color: "black",
      packagingTypes: ["bigBags"],
      recycledContent: 90,
      viscosity: { type: "meltFlowRate" as const, min: 5 + (i % 20), temperature: 230, weight: 2.16 },
      countryOfOrigin: "DE",
      capacity: { amount: 100, frequency: "month" as const },
      pricePerTon: { amount: 700 + i, currency: "EUR" as const },
      isPublic: i % 10 === 0,
    });
    for (let i = 0; i < MATERIALS; i += 25)
      await Promise.all(Array.from({ length: 25 }, (_, j) => createMaterial(input(i + j), (i + j) % 2 ? SELLER_CO : OTHERS[(i + j) % 3], "bench")));
    const writeMs = performance.now() - t0;

    const base = `${stack.url}/api`;
    const login = async (email: string) => {
      const r = await fetch(`${base}/auth/authenticate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return ((await r.json()) as { accessToken: string }).accessToken;
    };
    const admin = await login("admin@example.com");
    const seller = await login("seller@example.com");
    const get = (p: string, token: string) => () => fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
    const rows = [
      await measure("POST /auth/authenticate", () =>
        fetch(`${base}/auth/authenticate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "seller@example.com", password: DEMO_PASSWORD }),
        }),
      ),
      await measure("GET /me", get("/me", seller)),
      await measure("GET /materials (admin, first page of 50)", get("/materials", admin)),
      await measure("GET /materials (seller, first page of 50)", get("/materials", seller)),
      await measure("GET /materials (admin, first page, 1 client)", get("/materials", admin), 1),
      await measure("GET /materials?types=pet (admin, filtered)", get("/materials?types=pet", admin)),
      await measure("GET /public-materials (no auth)", () => fetch(`${base}/public-materials`)),
    ];
    // Each hot route beside its floors: the raw DynamoDB call its page needs (document client, in process), and
    // that same call behind a bare HTTP server on loopback (./http-floor.ts), measured like the route.
    const sellerId = (JSON.parse(Buffer.from(seller.split(".")[1], "base64url").toString("utf8")) as { sub: string }).sub;
    const rawQuery = (q: { params(o: object): unknown }) => new QueryCommand(q.params({ order: "desc", limit: 51 }) as never);
    const leadsQuery = rawQuery((db().lead.query as never as { byCreated(k: object): { params(o: object): unknown } }).byCreated({}));
    const leadRows = ((await documentClient().send(leadsQuery)).Items ?? []).length;
    // the seeded request with the most written matches (the matching run wrote them at seed time)
    const requests = ((await (await get("/material-requests?limit=100", admin)()).json()) as { items: { id: string }[] }).items;
    const counted = await Promise.all(requests.map(async (r) => ({ id: r.id, n: (await listRequestMatches(r.id)).length })));
    const busiest = counted.filter((r) => r.n <= 50).sort((a, b) => b.n - a.n)[0];
    const matchesQuery = new QueryCommand(
      (db().materialMatch.query as never as { byRank(k: object): { params(o: object): unknown } })
        .byRank({ materialRequestId: busiest.id })
        .params({ limit: 51 }) as never,
    );
    const listedId = seedMaterialId(seeds.findIndex((s) => s.isPublic && s.level === 4));
    const rawMaterial = new GetCommand(db().material.get({ id: listedId }).params() as never);
    const raw = {
      "/me": () => documentClient().send(new GetCommand(db().contact.get({ id: sellerId }).params() as never)),
      "/leads": () => documentClient().send(leadsQuery),
      "/matches": () => documentClient().send(matchesQuery),
      "/material": () => documentClient().send(rawMaterial),
    };
    const httpFloor = await startHttpFloor(raw);
    const floorRows: string[] = [];
    const compare = async (
      label: string,
      product: Awaited<ReturnType<typeof measure>>,
      floor: keyof typeof raw,
      clients: number,
      what: string,
      budget: string,
    ) => {
      const rawP50 = await floorOf(raw[floor], clients);
      const http = await measure(`HTTP floor ${floor}`, () => fetch(`${httpFloor.url}${floor}`), clients);
      floorRows.push(
        `| ${label}, ${clients} client${clients > 1 ? "s" : ""} | ${product.p50.toFixed(1)} | ${what} ${rawP50.toFixed(1)} | ${times(product.p50, rawP50)} | ${http.p50.toFixed(1)} | ${times(product.p50, http.p50)} |`,
      );
      addScaleRow({
        measure: `${label}, ${clients} client${clients > 1 ? "s" : ""}`,
        floor: `${what} ${rawP50.toFixed(1)} ms (behind bare HTTP ${http.p50.toFixed(1)} ms)`,
        product: `${product.p50.toFixed(1)} ms`,
        ratio: `${times(product.p50, rawP50)} (${times(product.p50, http.p50)} of bare HTTP)`,
        budget,
      });
    };
    await compare("GET /me", await measure("GET /me (1 client)", get("/me", seller), 1), "/me", 1, "one raw GetItem", "1.5×");
    const leads = await measure("GET /leads", get("/leads", admin));
    await compare(`GET /leads (${leadRows} rows)`, leads, "/leads", CLIENTS, "one raw Query", "2×");
    const matches = await measure("GET /material-requests/{id}/matches", get(`/material-requests/${busiest.id}/matches`, admin));
    await compare(`GET /material-requests/{id}/matches (${busiest.n} rows)`, matches, "/matches", CLIENTS, "one raw Query", "2×");
    const material = await measure("GET /materials/{id} (admin)", get(`/materials/${listedId}`, admin));
    rows.push(material);
    await compare("GET /materials/{id}", material, "/material", CLIENTS, "one raw GetItem", "—");
    // A listed material's product passport at 10 clients beside the same floors: one raw GetItem of the material.
    const passport = await measure("GET /public-materials/{id}/passport (no auth)", () => fetch(`${base}/public-materials/${listedId}/passport`));
    rows.push(passport);
    await compare("GET /public-materials/{id}/passport", passport, "/material", CLIENTS, "one raw GetItem", "—");
    await httpFloor.stop();
    const table = [
      "| endpoint | p50 ms | p99 ms | max ms | req/s | failures |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      ...rows.map((r) => `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.failures} |`),
      "",
      "| route | product p50 ms | raw call p50 ms | ratio | bare HTTP + raw call p50 ms | ratio |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      ...floorRows,
    ].join("\n");
    const doc = `# API latency (local stack)

Measured by \`npx tsx scripts/bench/api.ts\` (also part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}:
a local stack (dynalite, s3rver, cognito-local, handlers in-process behind the local HTTP adapter) with the demo
seed plus ${MATERIALS} materials (written through \`createMaterial\` in ${(writeMs / 1000).toFixed(1)} s), ${REQUESTS} requests
per endpoint from ${CLIENTS} concurrent clients over loopback, Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}).

${table}

The second table sets each hot route beside two floors: its raw DynamoDB call in process (what the page's data
costs at least), and the same call behind a bare node:http server on loopback (\`scripts/bench/http-floor.ts\`),
fetched by the same client: the loopback round trip every API call pays. The route's ratio to the bare-HTTP floor
is what the handler stack (token check, middy, validation, logging, shaping) and its further reads add.

Notes: pages hold 50 materials with presigned file URLs and (for lists) the owning company's summary. The admin
list reads the \`all\` index (gsi2); the seller list the \`byCompany\` index (gsi1); the filtered admin list reads
one index Query per filter value, merged by date (docs/decisions/0081-filtered-lists.md). Local figures include the
emulators' own cost (dynalite is much slower than DynamoDB) and JWT verification against cognito-local's JWKS;
they are a regression baseline, not a forecast for AWS.
`;
    writeFileSync(path.join(ROOT, "docs", "benchmarks-api.md"), doc);
    console.log(table);
    return table;
  });
}

await runIfMain(import.meta.url, main);

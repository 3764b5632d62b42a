import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { newMaterialItem } from "../../functions/domains/materials";
import { db } from "../../functions/db/service";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { measure } from "./api";
import { runIfMain, withBenchStack } from "./bench-stack";
import { median } from "./stats";

/**
 * Material requests: the answer time of POST /material-requests (validation, write, workflow start)
 * and the time until the background matching run (ADR 0105: candidate Queries on the candidate index,
 * ranking, match writes, request update) has recorded its outcome, at 1,000 / 10,000 / 50,000 materials, for a common type (10 % of the catalogue) and a rare one
 * (0.5 %), and GET /material-requests/{id}/matches p50/p99 (10 clients × 300 requests over loopback). A
 * local stack of its own (dynalite, throw-away data folder); materials are batch-written through the same
 * item builder the API uses. STEPS=1000,10000 limits the sizes.
 */
const STEPS = (process.env.STEPS ?? "1000,10000,50000").split(",").map(Number);
const RUNS = 5;
const SELLERS = [SEEDED_COMPANY.demoRecycling, SEEDED_COMPANY.polimeri, SEEDED_COMPANY.granulaty];
const COMMON = ["pp", "hdpe", "ldpe", "pet", "abs", "ps", "pa6", "pc", "pvc", "tpe"] as const;

function input(i: number) {
  const type = i % 200 === 7 ? "peek" : i % 20 === 3 ? "san" : COMMON[i % COMMON.length];
  return {
    name: `Bench material ${i}`,
    type,
    condition: ["granules", "regrind", "agglomerate", "powder"][i % 4],
    color: ["black", "natural", "transparent", "gray"][i % 4 === 0 ? 0 : (i >> 2) % 4],
    source: i % 3 ? "postConsumer" : "postIndustrial",
    viscosity: { type: "meltFlowRate" as const, min: 5 + (i % 20), max: 8 + (i % 20), temperature: 230, weight: 2.16 },
    countryOfOrigin: ["DE", "PL", "IT", "FR", "NL"][i % 5],
    capacity: { amount: 20 + (i % 200), frequency: "month" as const },
    pricePerTon: { amount: 700 + (i % 300), currency: "EUR" as const },
    certificates: i % 4 ? ["euCertPlast"] : [],
    intendedMarkets: ["automotive"],
  };
}

/** Batch-write materials [from, to) (25 a BatchWriteItem, 8 in flight). */
async function fill(from: number, to: number) {
  const SIZE = 200;
  for (let i = from; i < to; i += SIZE * 8) {
    await Promise.all(
      Array.from({ length: 8 }, async (_, k) => {
        const start = i + k * SIZE;
        const end = Math.min(start + SIZE, to);
        if (start >= end) return;
        const items = Array.from({ length: end - start }, (_, j) => newMaterialItem(input(start + j) as never, SELLERS[(start + j) % SELLERS.length], "bench"));
        const r = await db()
          .material.put(items as never[])
          .go();
        if (r.unprocessed?.length) throw new Error(`bench: ${r.unprocessed.length} materials not written`);
      }),
    );
  }
}

const requestOf = (type: string) => ({
  description: `Bench request for ${type}`,
  materialType: type,
  conditions: ["granules", "regrind"],
  colors: ["black"],
  amount: 50,
  targetPrice: { amount: 900 },
  viscosity: { type: "meltFlowRate", min: 4, max: 30, temperature: 230, weight: 2.16 },
  companyId: SEEDED_COMPANY.demoPackaging,
});

export async function main(): Promise<string> {
  return withBenchStack("requests", { appPort: Number(process.env.APP_PORT ?? 8050), portBase: Number(process.env.PORT_BASE ?? 8060) }, async (stack) => {
    Object.assign(process.env, stack.env);
    const base = `${stack.url}/api`;
    const auth = await fetch(`${base}/auth/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
    });
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

    const rows: string[] = [];
    let filled = 0;
    let lastId = "";
    let lastCount = 0;
    const gets: Awaited<ReturnType<typeof measure>>[] = [];
    for (const target of STEPS) {
      const f0 = performance.now();
      await fill(filled, target);
      const fillS = (performance.now() - f0) / 1000;
      filled = target;
      for (const type of ["pp", "peek"]) {
        const times: number[] = [];
        const answers: number[] = [];
        let body: { id: string; matchCount: number; status: string; matchedDate: string | null } | null = null;
        let candidates = 0;
        for (let r = 0; r < RUNS; r++) {
          const t = performance.now();
          const res = await fetch(`${base}/material-requests`, { method: "POST", headers, body: JSON.stringify(requestOf(type)) });
          body = (await res.json()) as typeof body;
          answers.push(performance.now() - t);
          if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
          // The run is in the background: poll (every 5 ms) until it has recorded its outcome.
          while (!body!.matchedDate) {
            await new Promise((done) => setTimeout(done, 5));
            body = (await (await fetch(`${base}/material-requests/${body!.id}`, { headers })).json()) as typeof body;
          }
          times.push(performance.now() - t);
        }
        const m = (await (await fetch(`${base}/material-requests/${body!.id}/matches?limit=1`, { headers })).json()) as { candidates: number };
        candidates = m.candidates;
        if (type === "pp") [lastId, lastCount] = [body!.id, body!.matchCount];
        rows.push(
          `| ${target.toLocaleString("en")} | ${type} | ${candidates.toLocaleString("en")} | ${body!.matchCount} | ${median(answers).toFixed(0)} | ${median(times).toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${fillS.toFixed(0)} s |`,
        );
        console.log(rows.at(-1));
      }
      const page = () => fetch(`${base}/material-requests/${lastId}/matches?limit=50`, { headers });
      gets.push(
        await measure(`GET /material-requests/{id}/matches (first page of 50 of ${lastCount} matches) @${target.toLocaleString("en")}, 10 clients`, page),
      );
      gets.push(
        await measure(`GET /material-requests/{id}/matches (first page of 50 of ${lastCount} matches) @${target.toLocaleString("en")}, 1 client`, page, 1),
      );
      console.log(JSON.stringify(gets.slice(-2)));
    }

    const lines = [
      "# Material requests benchmark",
      "",
      `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)} at the end; local stack on dynalite (in-process), loopback. Catalogue: 10 common polymers at ~9.5 % each, san 5 %, peek 0.5 %.`,
      "",
      "## Create one request, and match it in the background (ADR 0105)",
      "",
      `Median and max of ${RUNS} requests. Candidates: every material of the request's type and family, read from the candidate index (gsi10, ADR 0205).`,
      "",
      "| materials | request type | candidates | matches written | POST answer median ms | created → matched median ms | max ms | time to load the catalogue step |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
      "## GET /material-requests/{id}/matches",
      "",
      "| request | p50 ms | p99 ms | req/s | failures |",
      "| --- | --- | --- | --- | --- |",
      ...gets.map((g) => `| ${g.name} | ${g.p50.toFixed(1)} | ${g.p99.toFixed(1)} | ${g.rps.toFixed(0)} | ${g.failures} |`),
      "",
      "## Reading the figures",
      "",
      "- The pre-filter is the candidate index (gsi10, keyed by type): a run reads the materials of the requested type,",
      "  not the catalogue, so its time follows the candidates of that type (the `pp` rows, ~10 % of the catalogue) and",
      "  stays flat for a rare type (`peek`, 0.5 %). There is no cap (ADR 0205): every material of the type is read, from",
      "  an index that holds only what the engine reads, and the engine's hard filter leaves it few to rank.",
      "- A run's time is candidate reads (Query pages on gsi10) + ranking (pure, in memory) + at most 200",
      "  match writes (BatchWriteItem, 25 a call) + the request's version-guarded put.",
      "- GET …/matches reads one page in rank order (gsi1: one Query of limit + 1), plus one projected BatchGet of",
      "  the page's materials and one of their companies, whatever the number of matches or materials.",
      "- The local stack is one Node process: the HTTP adapter, every handler and dynalite share one event loop, so",
      "  10 concurrent clients queue behind each other (p50 ≈ 10 × the one-client time); the one-client line is the",
      "  latency of a single request. In AWS each request has its own Lambda and DynamoDB answers in single-digit ms.",
      "- The machine is shared (2 cores, other processes running: see the load); figures under load are several",
      "  times the quiet-machine ones, and p99 mostly shows scheduling.",
      "- The ranking measured is whatever shared/rules/matching.ts holds at the time of the run (see the git log).",
      "",
    ];
    const out = lines.join("\n");
    writeFileSync(path.join(ROOT, "docs/benchmarks-requests.md"), out);
    console.log(out);
    return out;
  });
}

await runIfMain(import.meta.url, main);
export {};

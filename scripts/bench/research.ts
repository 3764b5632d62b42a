import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import type { Research } from "../../shared/schemas/research";
import { ROOT } from "../local/config";
import { seedCompanies } from "../seed/crm-data";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { runIfMain, withBenchStack } from "./bench-stack";
import { percentile } from "./stats";

/**
 * Company research (ADR 0144): the time from PUT /v2/companies/{id}/researches to the research
 * being completed (the real companyResearch workflow on the local runner: GatherFacts with the offline
 * search corpus and the company's PDFs, Evaluate with the catalogue queries, WriteReport), median of 10
 * one after the other, for a buyer with web pages and a seller with PDF documents; then N researches started
 * at once (1, 5, 10, 20 over different companies): how many complete within the time limit and their p50/max.
 * A local stack of its own (dynalite, throw-away data folder), no step delay.
 */
const RUNS = 10;
const CONCURRENCY = (process.env.CONCURRENCY ?? "1,5,10,20").split(",").map(Number);
const LIMIT_MS = 60_000;
const BUYER = SEEDED_COMPANY.demoPackaging;
const SELLER = SEEDED_COMPANY.demoRecycling;

const ms = (x: number) => (Number.isNaN(x) ? "—" : x.toFixed(0));

export async function main(): Promise<string> {
  return withBenchStack("research", { appPort: Number(process.env.APP_PORT ?? 8150), portBase: Number(process.env.PORT_BASE ?? 8160) }, async (stack) => {
    const base = `${stack.url}/api`;
    const auth = await fetch(`${base}/auth/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
    });
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    // The seed's last researches are still running: let them end so they do not share the measurements.
    await stack.workflowsIdle();

    /** Start one and poll (every 10 ms) until it ends; answers the PUT's time, the total and the status. */
    async function run(companyId: string): Promise<{ answer: number; total: number; status: string; sections: number }> {
      const t = performance.now();
      const res = await fetch(`${base}/v2/companies/${companyId}/researches`, { method: "PUT", headers, body: JSON.stringify({ userNotes: "bench" }) });
      const answer = performance.now() - t;
      if (res.status !== 201) throw new Error(`start failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
      let r = ((await res.json()) as { data: Research }).data;
      while (r.status === "pending" || r.status === "inProgress") {
        if (performance.now() - t > LIMIT_MS) break;
        await new Promise((s) => setTimeout(s, 10));
        r = ((await (await fetch(`${base}/v2/companies/${companyId}/researches/${r.id}`, { headers })).json()) as { data: Research }).data;
      }
      return { answer, total: performance.now() - t, status: r.status, sections: r.result?.content.length ?? 0 };
    }

    const rows: string[] = [];
    for (const [label, id] of [
      ["buyer with 2 corpus pages (Demo Packaging AG)", BUYER],
      ["seller with 2 PDF documents (Demo Recycling GmbH)", SELLER],
    ] as const) {
      await run(id); // warm: the handlers' modules load on first use, as a Lambda's cold start
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(id));
      const totals = runs.map((r) => r.total);
      rows.push(
        `| ${label} | ${ms(
          percentile(
            runs.map((r) => r.answer),
            50,
          ),
        )} | ${ms(percentile(totals, 50))} | ${ms(Math.min(...totals))} | ${ms(Math.max(...totals))} | ${runs.filter((r) => r.status === "completed").length}/${RUNS} | ${runs[0].sections} |`,
      );
      console.log(rows.at(-1));
    }

    const many: string[] = [];
    const companies = seedCompanies.map((c) => c.id);
    for (const n of CONCURRENCY) {
      const t = performance.now();
      const runs = await Promise.all(Array.from({ length: n }, (_, i) => run(companies[i % companies.length])));
      const done = runs.filter((r) => r.status === "completed");
      const totals = done.map((r) => r.total);
      many.push(
        `| ${n} | ${done.length} | ${runs.filter((r) => r.status === "failed").length} | ${n - done.length - runs.filter((r) => r.status === "failed").length} | ${ms(percentile(totals, 50))} | ${ms(Math.max(...totals))} | ${((performance.now() - t) / 1000).toFixed(1)} s |`,
      );
      console.log(many.at(-1));
      await stack.workflowsIdle();
    }

    const lines = [
      "# Benchmarks: company research",
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx scripts/bench/research.ts\` on ${cpus().length} cores (load ${loadavg()[0].toFixed(1)}), a local stack (dynalite, s3rver, the local Step Functions runner, no step delay), the offline search provider and AI engine. Time from PUT /v2/companies/{id}/researches to GET showing it completed (polled every 10 ms).`,
      "",
      `## One at a time (median of ${RUNS} after one warm-up run)`,
      "",
      "| Company | PUT answer p50 ms | end to end p50 ms | min ms | max ms | completed | report sections |",
      "|---|---|---|---|---|---|---|",
      ...rows,
      "",
      `## Started at once (each over a different seeded company, limit ${LIMIT_MS / 1000} s)`,
      "",
      "| researches | completed | failed | still running at the limit | p50 ms | max ms | wall time |",
      "|---|---|---|---|---|---|---|",
      ...many,
      "",
      "In AWS each step is its own Lambda invocation (cold starts add about a second to a first run) and Step Functions' state transitions add tens of milliseconds per step; Bedrock, when configured, adds its model's answer time to Evaluate and WriteReport.",
      "",
    ];
    const out = lines.join("\n");
    writeFileSync(path.join(ROOT, "docs", "benchmarks-research.md"), out);
    return out;
  });
}

await runIfMain(import.meta.url, main);

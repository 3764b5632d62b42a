import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { createdBy } from "../../functions/db/audit";
import { nameSearchKey } from "../../functions/db/name-sort-key";
import { db } from "../../functions/db/service";
import { documentClient } from "../../functions/lib/clients";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { runIfMain, withBenchStack } from "./bench-stack";
import { percentile } from "./stats";

/**
 * GET /search (the command palette) at 20,000 records (SEARCH_N changes it: half requests, half leads, each
 * description starting with one of 500 words) against the floor: one raw DynamoDB Query of the requests' name
 * index (begins_with, 5 items), the read every name lookup of the search makes. Each query is asked REPEAT times
 * over HTTP as staff, one after the other; p50 and p99 of the answer times.
 */
const N = Number(process.env.SEARCH_N ?? 20_000);
const REPEAT = Number(process.env.SEARCH_REPEAT ?? 100);
const WORDS = 500;
const word = (i: number) => `w${(i % WORDS).toString(36).padStart(3, "0")}`;

async function seed(): Promise<void> {
  const audit = createdBy("bench");
  const requests = (i: number) => ({
    id: randomUUID(),
    companyId: SEEDED_COMPANY.demoPackaging,
    status: "open" as const,
    type: "buy" as const,
    description: `${word(i)} bench request ${i} for regrind`,
    ...audit,
  });
  const leads = (i: number) => ({
    id: randomUUID(),
    companyId: SEEDED_COMPANY.demoPackaging,
    type: "buy" as const,
    status: "open" as const,
    materialType: "pp" as const,
    originChannel: "bench",
    description: `${word(i)} bench lead ${i}`,
    ...audit,
  });
  const half = Math.floor(N / 2);
  for (let i = 0; i < half; i += 500) {
    const batch = Array.from({ length: Math.min(500, half - i) }, (_, j) => i + j);
    await Promise.all([db().materialRequest.put(batch.map(requests)).go({ concurrent: 4 }), db().lead.put(batch.map(leads)).go({ concurrent: 4 })]);
  }
}

async function times(fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const xs: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const t = performance.now();
    await fn();
    xs.push(performance.now() - t);
  }
  return { p50: percentile(xs, 50), p99: percentile(xs, 99) };
}

export async function main(): Promise<string> {
  return withBenchStack("search", { appPort: Number(process.env.APP_PORT ?? 7745), portBase: Number(process.env.PORT_BASE ?? 7700) }, async (stack) => {
    const base = `${stack.url}/api`;
    const t0 = performance.now();
    await seed();
    const seedMs = performance.now() - t0;
    const auth = await fetch(`${base}/auth/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
    });
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const ask = (q: string) => async () => {
      const r = await fetch(`${base}/search?q=${encodeURIComponent(q)}`, { headers });
      if (r.status !== 200) throw new Error(`GET /search?q=${q}: ${r.status} ${await r.text()}`);
      return r.json();
    };
    const raw = new QueryCommand(
      db()
        .materialRequest.query.byName({})
        .begins({ nameKey: nameSearchKey(word(7)) })
        .params({ limit: 5 }) as never,
    );
    const floor = await times(() => documentClient().send(raw));
    const sample = ((await await ask(word(7))()) as { items: { kind: string; id: string }[] }).items;
    const rows: [string, { p50: number; p99: number }][] = [
      [`name prefix matching ${Math.round(N / WORDS)} records ("${word(7)}")`, await times(ask(word(7)))],
      ['name prefix matching every bench record ("w")', await times(ask("w"))],
      ["name prefix matching nothing", await times(ask("zzzz nothing"))],
      ["an e-mail (contacts' index)", await times(ask("buyer@example.com"))],
      ["an id (one GetItem per kind)", await times(ask(sample[0]?.id ?? randomUUID()))],
    ];
    const md = [
      "# Search (GET /search, the command palette)",
      "",
      `Measured by \`scripts/bench/search.ts\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, dynalite, the local stack ` +
        `over HTTP as staff, ${N.toLocaleString("en")} records (half requests, half leads; written in ${(seedMs / 1000).toFixed(0)} s) beside the seed, ` +
        `${REPEAT} requests per query one after the other. Machine: ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}.`,
      "",
      `Floor: one raw DynamoDB Query of the requests' name index (begins_with, 5 items; document client, no HTTP): p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms.`,
      "",
      "| query | p50 ms | p99 ms | p50 × floor |",
      "| --- | ---: | ---: | ---: |",
      ...rows.map(([name, r]) => `| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.p50 / floor.p50).toFixed(2)} |`),
      "",
      "Every lookup is one bounded Query (5 items) or GetItem per kind, run in parallel, so the answer time does not",
      "grow with the table; the rest over the floor is HTTP, the caller's token check and the parallel reads.",
      "",
    ].join("\n");
    writeFileSync(path.join(ROOT, "docs", "benchmarks-search.md"), md);
    console.log(md);
    return md;
  });
}

await runIfMain(import.meta.url, main);

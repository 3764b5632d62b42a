import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { nameSortKey as suspectNameKey } from "../../functions/db/name-sort-key";
import { ApolloHttpProvider } from "../../functions/integrations/apollo";
import { db } from "../../functions/db/service";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { measure } from "./api";
import { runIfMain, withBenchStack } from "./bench-stack";
import { percentile } from "./stats";

/**
 * Enrichment and suspects: GET /suspects p50/p99 at SUSPECTS suspects (default 2,000)
 * in each sort (one index Query plus one BatchGet of the page's researches), the offline pull-integration
 * route end to end, and the Apollo HTTP client's own overhead against a local stub answering at once.
 * A local stack of its own (dynalite, throw-away data); ports APP_PORT/PORT_BASE.
 */
const SUSPECTS = Number(process.env.SUSPECTS ?? 2000);

async function fill(n: number) {
  const at = Date.now();
  const items = Array.from({ length: n }, (_, i) => {
    const name = `Bench Suspect ${String((i * 7919) % n).padStart(5, "0")} ${i % 3 ? "GmbH" : "Recycling"}`;
    return {
      id: `b5000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      name,
      nameLower: suspectNameKey(name),
      companyIds: [SEEDED_COMPANY.demoRecycling],
      createdDate: new Date(at - i * 60_000).toISOString(),
      createdBy: "bench",
      updatedDate: new Date(at).toISOString(),
    };
  });
  for (let i = 0; i < items.length; i += 200) {
    const r = await db()
      .suspect.put(items.slice(i, i + 200) as never[])
      .go();
    if (r.unprocessed?.length) throw new Error(`bench: ${r.unprocessed.length} suspects not written`);
  }
}

async function httpClientOverhead() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ organization: { id: "o", name: "Stub Org", industry: "plastics", keywords: ["a", "b"], estimated_num_employees: 10 } }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const client = new ApolloHttpProvider("bench", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const times: number[] = [];
  for (let i = 0; i < 220; i++) {
    const t = performance.now();
    await client.organization("stub.example");
    if (i >= 20) times.push(performance.now() - t);
  }
  server.close();
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function main(): Promise<string> {
  const client = await httpClientOverhead();
  return withBenchStack(
    "enrichment-suspects",
    { appPort: Number(process.env.APP_PORT ?? 4500), portBase: Number(process.env.PORT_BASE ?? 4510) },
    async (stack) => {
      Object.assign(process.env, stack.env);
      const base = `${stack.url}/api`;
      const auth = await fetch(`${base}/auth/authenticate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
      });
      const token = ((await auth.json()) as { accessToken: string }).accessToken;
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      await fill(SUSPECTS);
      const gets = [];
      for (const sort of ["-createdDate", "name"]) {
        const call = () => fetch(`${base}/suspects?limit=25&sort=${sort}`, { headers });
        gets.push(await measure(`GET /suspects?sort=${sort}&limit=25 (${SUSPECTS.toLocaleString("en")} suspects), 1 client`, call, 1));
        gets.push(await measure(`GET /suspects?sort=${sort}&limit=25 (${SUSPECTS.toLocaleString("en")} suspects), 10 clients`, call));
      }
      const pull = () =>
        fetch(`${base}/v2/companies/${SEEDED_COMPANY.demoRecycling}/action`, {
          method: "POST",
          headers,
          body: JSON.stringify({ action: "pull-integration", provider: "apollo" }),
        });
      gets.push(await measure("POST /v2/companies/{id}/action pull-integration (offline provider), 1 client", pull, 1));
      for (const g of gets) console.log(JSON.stringify(g));
      const lines = [
        "# Enrichment and suspects benchmark",
        "",
        `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)} at the end (shared with other work); Node ${process.version}; local stack on dynalite (in-process), loopback.`,
        "",
        "| request | p50 ms | p99 ms | req/s | failures |",
        "| --- | --- | --- | --- | --- |",
        ...gets.map((g) => `| ${g.name} | ${g.p50.toFixed(1)} | ${g.p99.toFixed(1)} | ${g.rps.toFixed(0)} | ${g.failures} |`),
        "",
        `Apollo HTTP client against a local stub answering at once (200 calls after 20 warm-up): p50 ${client.p50.toFixed(2)} ms, p99 ${client.p99.toFixed(2)} ms — the client's own cost; Apollo's latency comes on top.`,
        "",
        "## Reading the figures",
        "",
        "- A suspects page is one Query on the sort's index (gsi1 created, gsi2 name) for limit + 1 items plus one",
        "  BatchGet of the page's researches (their status moves); the cost follows the page size, not the number of",
        "  suspects. The seed's suspects (with researches) are on the first pages of both sorts, so the BatchGet is in.",
        "- A pull is one GetItem of the company, one GetItem of the offline organization, and the versioned patch of",
        "  the company (with its size check read and the duplicate key rows rewritten).",
        "- The local stack is one Node process: 10 concurrent clients queue on one event loop.",
        "",
      ];
      const out = lines.join("\n");
      writeFileSync(path.join(ROOT, "docs/benchmarks-enrichment-suspects.md"), out);
      console.log(out);
      return out;
    },
  );
}

await runIfMain(import.meta.url, main);

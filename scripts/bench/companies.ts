import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { MAX_IMPORT_ROWS_PER_CALL, companyTypes } from "../../shared/schemas/company";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD } from "../seed/demo-companies";
import { measure } from "./api";
import { runIfMain, withBenchStack } from "./bench-stack";

/**
 * The companies screen's budgets: GET /companies first page, a filtered page and the global search
 * (p50/p99 of 300 requests from 10 clients over loopback) at 1,000 and at 5,000 companies, and how they grow;
 * the CSV import of 5,000 rows (through POST /companies/import, 200 rows a call, as the SPA sends them) and
 * the export of 5,000 contacts, with time and the stack process's peak memory. A local stack of its own
 * (ports 7950/7960, dynalite, throw-away data folder); the import is also what fills it.
 */
const STEPS = [1000, 5000];
const COUNTRIES = ["DE", "PL", "IT", "FR", "NL", "ES", "PT", "AT"];

const row = (i: number) => ({
  row: i + 1,
  data: {
    company: {
      name: `Bench Polymers ${i}`,
      type: companyTypes[i % companyTypes.length],
      score: (i % 5) + 1,
      profiles: [i % 2 ? "seller" : "buyer"],
      materials: ["PP", "HDPE"],
      applications: ["foodTrays", "pallets"],
      address: { countryCode: COUNTRIES[i % COUNTRIES.length], city: "Bench" },
    },
    contacts: [{ firstName: "Bench", lastName: `Person ${i}`, email: `bench-${i}@bench.example` }],
  },
});

export async function main(): Promise<string> {
  return withBenchStack("companies", { appPort: 7950, portBase: 7960 }, async (stack) => {
    const base = `${stack.url}/api`;
    const auth = await fetch(`${base}/auth/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
    });
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const get = (p: string) => () => fetch(`${base}${p}`, { headers });

    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const lines: string[] = [];
    let imported = 0;
    let importMs = 0;
    const lists: Record<number, Awaited<ReturnType<typeof measure>>[]> = {};
    for (const target of STEPS) {
      const t0 = performance.now();
      for (; imported < target; imported += MAX_IMPORT_ROWS_PER_CALL) {
        const rows = Array.from({ length: Math.min(MAX_IMPORT_ROWS_PER_CALL, target - imported) }, (_, j) => row(imported + j));
        const r = await fetch(`${base}/companies/import`, { method: "POST", headers, body: JSON.stringify({ rows }) });
        const body = (await r.json()) as { imported: unknown[] };
        if (!r.ok || body.imported.length !== rows.length) throw new Error(`import failed: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
      importMs += performance.now() - t0;
      lists[target] = [
        await measure("GET /companies (first page of 25)", get("/companies?limit=25")),
        await measure("GET /companies?types=recycler&score=5 (filtered page)", get("/companies?types=recycler&score=5&limit=25")),
        await measure(
          "GET /companies?scope=seller&applications=pallets (filter expressions only)",
          get("/companies?scope=seller&applications=pallets&limit=25"),
        ),
        await measure("GET /companies?q=polymers 42 (global search)", get(`/companies?q=${encodeURIComponent("polymers 42")}&limit=20`)),
      ];
    }
    const importPeak = peak;
    const e0 = performance.now();
    const csv = await (await fetch(`${base}/contacts/export`, { headers })).text();
    const exportMs = performance.now() - e0;
    const c0 = performance.now();
    const companiesCsv = await (await fetch(`${base}/companies/export`, { headers })).text();
    const companiesExportMs = performance.now() - c0;
    clearInterval(sampler);

    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    lines.push(
      `# Companies benchmark`,
      "",
      `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)} at the end; local stack on dynalite, loopback, 10 clients × 300 requests per line.`,
      "",
    );
    lines.push("| request | p50 ms @1,000 | p99 ms @1,000 | p50 ms @5,000 | p99 ms @5,000 | growth p50 |", "| --- | --- | --- | --- | --- | --- |");
    lists[1000].forEach((a, i) => {
      const b = lists[5000][i];
      lines.push(`| ${a.name} | ${a.p50.toFixed(1)} | ${a.p99.toFixed(1)} | ${b.p50.toFixed(1)} | ${b.p99.toFixed(1)} | ×${(b.p50 / a.p50).toFixed(2)} |`);
    });
    lines.push(
      "",
      `CSV import of ${imported} rows (company + 1 contact each, ${MAX_IMPORT_ROWS_PER_CALL} rows a call): ${(importMs / 1000).toFixed(1)} s (${((importMs / imported) * 1000).toFixed(0)} µs a row); peak RSS of the stack process ${mb(importPeak)}.`,
      `Contacts CSV export: ${csv.split("\n").length - 1} rows, ${(csv.length / 1024).toFixed(0)} KiB in ${exportMs.toFixed(0)} ms; companies CSV export: ${companiesCsv.split("\n").length - 1} rows in ${companiesExportMs.toFixed(0)} ms; peak RSS ${mb(peak)}.`,
    );
    const out = lines.join("\n") + "\n";
    writeFileSync(path.join(ROOT, "docs/benchmarks-companies.md"), out);
    console.log(out);
    return out;
  });
}

await runIfMain(import.meta.url, main);

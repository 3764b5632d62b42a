import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { createCompany } from "../../functions/db/queries/companies";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD } from "../seed/demo-companies";
import { runIfMain, withBenchStack } from "./bench-stack";

/**
 * Companies at scale (issue 8 budgets), over HTTP against a local stack of our own (ports from PORT and
 * LOCAL_PORT_BASE, default 3600/5000; throw-away data folder): GET /companies first page and a filtered page
 * (types + score, on the facet indexes) at 1,000 and at 5,000 companies, p50/p99 of REQUESTS requests from
 * 10 concurrent clients; then a CSV import of IMPORT rows (200 per call, as the web sends them) and the export
 * of those rows, each with its time and the peak resident memory of the process (handlers run in process).
 */
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const CLIENTS = 10;
const IMPORT = Number(process.env.IMPORT ?? 5000);
const TYPES = ["recycler", "converter", "compounder", "trader", "brandOwner", "manufacturer"] as const;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(call: () => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
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
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99), failures };
}

/** Peak RSS while `fn` runs, sampled every 20 ms. */
async function withPeakMemory<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t = performance.now();
  try {
    const result = await fn();
    return { result, ms: performance.now() - t, peakMb: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function addCompanies(from: number, to: number) {
  for (let i = from; i < to; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, to - i) }, (_, k) => {
        const n = i + k;
        return createCompany(
          {
            name: `Bench Company ${String(n).padStart(5, "0")} GmbH`,
            type: TYPES[n % TYPES.length],
            score: (n % 5) + 1,
            address: { countryCode: ["DE", "PL", "IT", "FR", "NL"][n % 5] },
            sellerProfile: n % 2 ? { certificates: [], materials: [{ type: "pp" }] } : null,
            buyerProfile: n % 2 ? null : { potential: "unknown", applications: ["toys"], products: [], materials: ["abs"] },
          },
          "bench",
        );
      }),
    );
}

export async function main(): Promise<string> {
  const appPort = Number(process.env.PORT ?? 3600);
  const portBase = Number(process.env.LOCAL_PORT_BASE ?? 5000);
  return withBenchStack("companies", { appPort, portBase }, async (stack) => {
    const api = `${stack.url}/api`;
    const auth = await (await fetch(`${api}/auth/authenticate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }) })).json();
    const headers = { authorization: `Bearer ${auth.accessToken}` };
    const get = (q: string) => () => fetch(`${api}/companies${q}`, { headers });
    const lines: string[] = [];
    const rows: string[] = [];
    let have = 0;
    for (const size of [1000, 5000]) {
      await addCompanies(have, size);
      have = size;
      for (const [name, q] of [
        ["first page", "?limit=50"],
        ["filtered (types=trader,recycler&score=4)", "?limit=50&types=trader,recycler&score=4"],
        ["filtered + sort -updatedDate + q", "?limit=50&types=trader&sort=-updatedDate&q=company%2001"],
      ] as const) {
        const m = await measure(get(q));
        rows.push(`| ${size.toLocaleString("en")} | ${name} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.failures} |`);
      }
    }
    const body = (chunk: number) => ({
      rows: Array.from({ length: Math.min(200, IMPORT - chunk) }, (_, k) => {
        const n = chunk + k;
        return { row: n + 1, data: { company: { name: `Imported ${n} Distribution Ltd`, type: "distributor", website: `https://imported-${n}.example.com` }, contacts: [{ firstName: "Im", lastName: `Port ${n}`, email: `import-${n}@bench.example.com` }] } };
      }),
    });
    const imp = await withPeakMemory(async () => {
      let imported = 0;
      for (let c = 0; c < IMPORT; c += 200) {
        const r = await (await fetch(`${api}/companies/import`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body(c)) })).json();
        imported += r.imported?.length ?? 0;
      }
      return imported;
    });
    const exp = await withPeakMemory(async () => (await (await fetch(`${api}/companies/export?types=distributor`, { headers })).text()).split("\n").length - 1);
    lines.push(
      `# Companies benchmark`,
      ``,
      `Local stack (dynalite), ${cpus().length} CPUs, ${REQUESTS} requests per row from ${CLIENTS} concurrent clients (ms).`,
      ``,
      `| companies | list | p50 | p99 | failures |`,
      `|---|---|---|---|---|`,
      ...rows,
      ``,
      `| operation | rows | time (s) | peak RSS (MB) |`,
      `|---|---|---|---|`,
      `| import (200 rows per call) | ${imp.result} of ${IMPORT} | ${(imp.ms / 1000).toFixed(1)} | ${imp.peakMb.toFixed(0)} |`,
      `| export (types=distributor) | ${exp.result} | ${(exp.ms / 1000).toFixed(1)} | ${exp.peakMb.toFixed(0)} |`,
    );
    const out = lines.join("\n");
    writeFileSync(path.join(ROOT, "docs/benchmarks-companies.md"), `${out}\n`);
    console.log(out);
    return out;
  });
}

await runIfMain(import.meta.url, main);

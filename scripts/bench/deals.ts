import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
// The contract PDF modules are read directly: the service leaves them out so pdf-lib stays in one bundle.
import { generateContractPdf } from "../../functions/domains/deals/contract-pdf";
import { SAMPLE_CONTRACT } from "../../functions/domains/deals/sample";
import { DUE_NOW_WINDOW } from "../../functions/domains/deals";
import { db } from "../../functions/db/service";
import { addDays } from "../../shared/rules/deal-reminders";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { measure } from "./api";
import { runIfMain, withBenchStack } from "./bench-stack";
import { percentile } from "./stats";

/**
 * Deals: contract PDF generation time (pdf-lib, in process: p50/p99 over 50 renders after a warm-up,
 * 5 and 40 goods rows), the contract route end to end (GET /deals/{id}/contract with a signed link), and
 * GET /deal-reminders p50/p99 with ~1,000 deals whose ETAs spread over ±200 days (the route reads only the
 * ETA window [today − 14, today + 21] of the ETA index). A local stack of its own (dynalite, throw-away data).
 */
const RENDERS = 50;
const DEALS = Number(process.env.DEALS ?? 1000);

const rowsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    description: `Row ${i + 1}: rPP black regrind, injection grade, MFI 8-12, in big bags of 1 t each`,
    quantity: 10 + i,
    price: 700 + i * 5,
  }));

async function renderTimes(rows: number) {
  const input = {
    ...SAMPLE_CONTRACT,
    deal: { ...SAMPLE_CONTRACT.deal, contractData: { ...SAMPLE_CONTRACT.deal.contractData, materials: rowsOf(rows) } },
    date: new Date(),
  };
  for (let i = 0; i < 5; i++) await generateContractPdf(input); // warm-up (font embedding, JIT)
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RENDERS; i++) {
    const t = performance.now();
    bytes = (await generateContractPdf(input)).length;
    times.push(performance.now() - t);
  }
  return { rows, p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

/** Batch-write `n` deals with ETAs spread over today ± 200 days (every 10th without an ETA). */
async function fill(n: number) {
  const today = new Date().toISOString().slice(0, 10);
  const at = new Date().toISOString();
  const items = Array.from({ length: n }, (_, i) => ({
    id: `b0000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    transactionNumber: `TRX-BENCH-${String(i).padStart(5, "0")}`,
    sellerId: SEEDED_COMPANY.demoRecycling,
    buyerId: SEEDED_COMPANY.demoPackaging,
    ...(i % 10 === 9 ? {} : { eta: addDays(today, (i % 400) - 200) }),
    contractData: { currency: "EUR", materials: rowsOf(3) },
    createdDate: at,
    updatedDate: at,
    createdBy: "bench",
    updatedBy: "bench",
    version: 1,
  }));
  for (let i = 0; i < items.length; i += 200) {
    const r = await db()
      .deal.put(items.slice(i, i + 200) as never[])
      .go();
    if (r.unprocessed?.length) throw new Error(`bench: ${r.unprocessed.length} deals not written`);
  }
  return items.filter((d) => d.eta && d.eta >= addDays(today, -DUE_NOW_WINDOW.pastDays) && d.eta <= addDays(today, DUE_NOW_WINDOW.aheadDays)).length;
}

export async function main(): Promise<string> {
  const renders = [await renderTimes(5), await renderTimes(40)];
  for (const r of renders) console.log(JSON.stringify(r));
  return withBenchStack("deals", { appPort: Number(process.env.APP_PORT ?? 4400), portBase: Number(process.env.PORT_BASE ?? 4410) }, async (stack) => {
    Object.assign(process.env, stack.env);
    const base = `${stack.url}/api`;
    const auth = await fetch(`${base}/auth/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
    });
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const inWindow = await fill(DEALS);

    const link = (await (await fetch(`${base}/deals/b0000000-0000-4000-8000-000000000001/contract-link`, { method: "POST", headers })).json()) as {
      url: string;
    };
    const pdf = await measure("GET /deals/{id}/contract (3 rows, signed link), 1 client", () => fetch(`${stack.url}${link.url}`), 1);
    const reminders = () => fetch(`${base}/deal-reminders?limit=200`, { headers });
    const first = (await (await reminders()).json()) as { items: unknown[]; dueNow: number };
    const rem1 = await measure(`GET /deal-reminders (${DEALS.toLocaleString("en")} deals, ${inWindow} in the ETA window), 1 client`, reminders, 1);
    const rem10 = await measure(`GET /deal-reminders (${DEALS.toLocaleString("en")} deals, ${inWindow} in the ETA window), 10 clients`, reminders);
    const gets = [pdf, rem1, rem10];
    for (const g of gets) console.log(JSON.stringify(g));

    const lines = [
      "# Deals benchmark",
      "",
      `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)} at the end (shared with other work); Node ${process.version}; local stack on dynalite (in-process), loopback.`,
      "",
      "## Contract PDF generation (pdf-lib, in process)",
      "",
      `p50/p99 of ${RENDERS} renders after 5 warm-up renders; every row's description wraps to two lines.`,
      "",
      "| goods rows | p50 ms | p99 ms | PDF size |",
      "| --- | --- | --- | --- |",
      ...renders.map((r) => `| ${r.rows} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.bytes / 1024).toFixed(1)} KB |`),
      "",
      "## Routes",
      "",
      "| request | p50 ms | p99 ms | req/s | failures |",
      "| --- | --- | --- | --- | --- |",
      ...gets.map((g) => `| ${g.name} | ${g.p50.toFixed(1)} | ${g.p99.toFixed(1)} | ${g.rps.toFixed(0)} | ${g.failures} |`),
      "",
      `The reminders answer held ${first.items.length} reminders (the limit), ${first.dueNow} due now (the bench deals plus the seed's 7 demo deals).`,
      "",
      "## Reading the figures",
      "",
      "- A render is font embedding (two standard fonts, WinAnsi), layout with word wrapping and `save()`; 40 rows",
      "  take a second page. The contract route adds the HMAC check, one GetItem for the deal and one BatchGet for",
      "  the two companies.",
      "- GET /deal-reminders is one Query on the ETA index (gsi2) between today − 14 and today + 21 days, projected",
      "  to id, number and ETA, then the pure rule (shared/rules/deal-reminders.ts). Its cost follows the deals in",
      "  that window, not all deals: deals far in the past or future and deals without an ETA are never read.",
      "- The local stack is one Node process: 10 concurrent clients queue behind each other on one event loop; the",
      "  one-client line is the latency of a single request.",
      "",
    ];
    const out = lines.join("\n");
    writeFileSync(path.join(ROOT, "docs/benchmarks-deals.md"), out);
    console.log(out);
    return out;
  });
}

await runIfMain(import.meta.url, main);

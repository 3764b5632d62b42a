import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { attachCompanies, createMaterial, listAllMaterials, listCompanyMaterials, toMaterial, type MaterialItem } from "../../functions/domains/materials";
import { readStats } from "../../functions/db/queries/ordered-lists";
import { db } from "../../functions/db/service";
import { documentClient } from "../../functions/lib/clients";
import { ROOT } from "../local/config";
import { runIfMain, withBenchStack } from "./bench-stack";
import { median } from "./stats";
import { SEEDED_COMPANY } from "../seed/demo-companies";

/**
 * Filtered material lists at 20,000 materials, against the floor: one raw DynamoDB Query of a
 * page (50 items of the admin index, no shaping). Each list is read through the query functions the
 * handlers call (functions/domains/materials/queries-lists.ts), on a local stack of its own (dynalite, throw-away
 * data folder). Reported per list: first and next page (median ms), items read, Queries, the ratio to the
 * floor and to the unfiltered list, the answer's bytes and the CPU of a page. MATERIALS=<n> changes the size.
 */
const MATERIALS = Number(process.env.MATERIALS ?? 20_000);
const PAGE = 50;
const RUNS = 9;
const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const COMPANIES = [SELLER_CO, SEEDED_COMPANY.demoPackaging, SEEDED_COMPANY.polimeri, SEEDED_COMPANY.granulaty];
/** A skewed mix as a real catalogue has: a few common polymers, a 5 % one, a rare one (0.5 %). */
const COMMON = ["pp", "hdpe", "ldpe", "pet", "abs", "ps", "pa6", "pc", "pvc", "tpe"] as const;

function input(i: number) {
  const type = i % 200 === 7 ? "peek" : i % 20 === 3 ? "san" : COMMON[i % COMMON.length];
  return {
    name: `Bench material ${i}`,
    type,
    condition: ["granules", "regrind", "agglomerate", "powder"][i % 4],
    color: "black",
    packagingTypes: ["bigBags#1000 kg"],
    recycledContent: 90,
    viscosity: { type: "meltFlowRate" as const, min: String(5 + (i % 20)), temperature: 230, weight: 2.16 },
    countryOfOrigin: i % 97 === 5 ? "PT" : ["DE", "PL", "IT", "FR", "NL"][i % 5],
    capacity: { amount: 100, frequency: "month" as const },
    pricePerTon: { amount: 700 + (i % 300), currency: "EUR" as const },
    intendedMarkets: ["automotive"],
    isPublic: i % 10 === 0,
  };
}

interface Row {
  name: string;
  first: number;
  next: number;
  read: number;
  queries: number;
  bytes: number;
  items: number;
  cpu: number;
}

type Lister = (cursor: string | null) => Promise<{ items: unknown[]; cursor: string | null }>;

interface Samples {
  first: number[];
  next: number[];
  cpu: number[];
  row: { read: number; queries: number; bytes: number; items: number };
}

/** One sample of a list: its first page and the next one (after the first's cursor), with reads and CPU. */
async function sample(list: Lister, into: Samples) {
  readStats.items = 0;
  readStats.queries = 0;
  const usage = process.cpuUsage();
  let t = performance.now();
  const p1 = await list(null);
  into.first.push(performance.now() - t);
  into.cpu.push(process.cpuUsage(usage).user / 1000);
  into.row = { read: readStats.items, queries: readStats.queries, bytes: Buffer.byteLength(JSON.stringify(p1)), items: p1.items.length };
  if (p1.cursor) {
    t = performance.now();
    await list(p1.cursor);
    into.next.push(performance.now() - t);
  }
}

/**
 * Medians of RUNS samples per list, taken round-robin (every list once per run) so a slow moment of the
 * machine (GC after the seeding, other work) falls on all lists alike instead of on one row.
 */
async function measureAll(lists: [string, Lister][]): Promise<Row[]> {
  const empty = (): Samples => ({ first: [], next: [], cpu: [], row: { read: 0, queries: 0, bytes: 0, items: 0 } });
  const samples = lists.map(empty);
  for (const [, list] of lists) await sample(list, empty()); // warm-up (the code is not compiled yet), not kept
  for (let r = 0; r < RUNS; r++) for (const [i, [, list]] of lists.entries()) await sample(list, samples[i]);
  return lists.map(([name], i) => {
    const s = samples[i];
    return { name, ...s.row, first: median(s.first), next: s.next.length ? median(s.next) : NaN, cpu: median(s.cpu) };
  });
}

/** The floor: one raw Query of a page of the admin index (the parameters ElectroDB builds, sent as they are). */
const rawQuery = () => new QueryCommand(db().material.query.all({}).params({ limit: PAGE, order: "desc" }) as never);

async function rawPage(): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < RUNS * 2; r++) {
    const t = performance.now();
    const res = await documentClient().send(rawQuery());
    if ((res.Items ?? []).length !== PAGE) throw new Error("the floor Query read no full page");
    times.push(performance.now() - t);
  }
  return median(times);
}

export async function main(): Promise<string> {
  return withBenchStack("lists", { appPort: 7545, portBase: 7500 }, async () => {
    const t0 = performance.now();
    for (let i = 0; i < MATERIALS; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, MATERIALS - i) }, (_, j) => createMaterial(input(i + j) as never, COMPANIES[(i + j) % COMPANIES.length], "bench")),
      );
    const seedMs = performance.now() - t0;

    const floorFirst = await rawPage();
    const all =
      (f: Record<string, unknown>, extra: { companyIds?: Set<string> } = {}): Lister =>
      (cursor) =>
        listAllMaterials(f, { limit: PAGE, ...extra, cursor });
    const rows = await measureAll([
      ["admin, unfiltered", all({})],
      ["admin, type=pp (10 %)", all({ types: ["pp"] })],
      ["admin, types=pp,hdpe,pet (30 %)", all({ types: ["pp", "hdpe", "pet"] })],
      ["admin, type=san (5 %)", all({ types: ["san"] })],
      ["admin, type=peek (rare, 0.5 %)", all({ types: ["peek"] })],
      ["admin, conditions=powder (25 %)", all({ conditions: ["powder"] })],
      ["admin, countries=PT (1 %)", all({ countries: ["PT"] })],
      ["admin, countries=DE,PL + conditions=regrind (pair index, 2 Queries)", all({ countries: ["DE", "PL"], conditions: ["regrind"] })],
      ["admin, type=pp + conditions=granules (pair index)", all({ types: ["pp"], conditions: ["granules"] })],
      ["admin, types=pp,hdpe,pet + countries=DE (pair index, 3 Queries)", all({ types: ["pp", "hdpe", "pet"], countries: ["DE"] })],
      [
        "admin, type=hdpe + conditions=regrind + countries=DE,PL (pair index + filter)",
        all({ types: ["hdpe"], conditions: ["regrind"], countries: ["DE", "PL"] }),
      ],
      [
        "admin, types=pp,hdpe,pet + countries=DE,PL,IT,FR (12 pairs: type index + filter)",
        all({ types: ["pp", "hdpe", "pet"], countries: ["DE", "PL", "IT", "FR"] }),
      ],
      ["admin, company filter (1 company)", all({}, { companyIds: new Set([SELLER_CO]) })],
      ["admin, type=peek + countries=PT (residual filter)", all({ types: ["peek"], countries: ["PT"] })],
      ["seller, own materials", (cursor) => listCompanyMaterials(SELLER_CO, {}, { limit: PAGE, cursor })],
    ]);
    // The floor again after the lists: the first measure follows the seeding's writes and can catch its GC.
    const floor = Math.min(floorFirst, await rawPage());
    const unfiltered = rows[0].first;

    // The previous answer shape (full materials with company) for the same first page: bytes and shaping CPU.
    const rawFirst = (await documentClient().send(rawQuery())).Items ?? [];
    const usage = process.cpuUsage();
    const full = await attachCompanies(await Promise.all(rawFirst.map((i) => toMaterial(i as MaterialItem))));
    const fullCpu = process.cpuUsage(usage).user / 1000;
    const fullBytes = Buffer.byteLength(JSON.stringify({ items: full, cursor: "x".repeat(120) }));
    const filtered = rows.slice(1, -1);

    const md = [
      "# Filtered material lists at scale",
      "",
      `Measured by \`scripts/bench/lists.ts\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, dynalite, ` +
        `${MATERIALS.toLocaleString("en")} materials (seeded in ${(seedMs / 1000).toFixed(0)} s) over ${COMPANIES.length} companies, pages of ${PAGE}, ` +
        `median of ${RUNS}. Lists are read through the query functions the handlers call. Machine: ${cpus().length} CPUs, load average ` +
        `${loadavg()[0].toFixed(1)} (shared with other work: ms and their ratios swing with the load; items read per page is the steady figure, against the floor's 50).`,
      "",
      `Floor: one raw DynamoDB Query of ${PAGE} items of the admin index (document client, no shaping): ${floor.toFixed(1)} ms.`,
      "",
      "| list | first page ms | next page ms | items | items read | Queries | × floor | × unfiltered | answer KiB | CPU ms |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.first.toFixed(1)} | ${Number.isNaN(r.next) ? "—" : r.next.toFixed(1)} | ${r.items} | ${r.read} | ${r.queries} | ` +
          `${(r.first / floor).toFixed(2)} | ${(r.first / unfiltered).toFixed(2)} | ${(r.bytes / 1024).toFixed(1)} | ${r.cpu.toFixed(1)} |`,
      ),
      "",
      `Worst filtered page against the unfiltered one: ${Math.max(...filtered.map((r) => r.first / unfiltered)).toFixed(2)}× (budget 2×); ` +
        `most items read for a page of ${PAGE}: ${Math.max(...filtered.map((r) => r.read))}.`,
      "",
      `Answer shape: the first unfiltered page as full materials (the previous answer) is ${(fullBytes / 1024).toFixed(1)} KiB ` +
        `(shaping CPU ${fullCpu.toFixed(1)} ms); as list items ${(rows[0].bytes / 1024).toFixed(1)} KiB.`,
      "",
    ].join("\n");
    writeFileSync(path.join(ROOT, "docs", "benchmarks-lists.md"), md);
    console.log(md);
    return md;
  });
}

await runIfMain(import.meta.url, main);

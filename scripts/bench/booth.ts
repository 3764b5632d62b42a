import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import * as Booth from "../../functions/domains/booth";
import { db } from "../../functions/db/service";
import { documentClient } from "../../functions/lib/clients";
import { ROOT } from "../local/config";
import { runIfMain, withBenchStack } from "./bench-stack";
import { median } from "./stats";

/**
 * /booth search (ADR 0153) at VISITORS booth visitors (default 2,000: several large fairs), against the floor:
 * one raw Query of a page of the unfiltered list (50 items of byCreated, no shaping). Each search runs through
 * the query function the handler calls. The searches: a rare name (one visitor, created first, so the old
 * page-only filter could never show it), a company shared by 1 in 20, a word on every visitor's e-mail (the
 * filtered fallback), a two-word text, and a company type typed as its German label (ADR 0154).
 */
const VISITORS = Number(process.env.VISITORS ?? 2_000);
const PAGE = 50;
const RUNS = 7;
const FIRST = ["Anna", "Lukas", "Sofia", "Mateo", "Emma", "Jonas", "Chiara", "Pablo", "Zofia", "Tomas"];
const LAST = ["Becker", "Jansen", "Peeters", "Moreau", "Bianchi", "Fernandez", "Kowalska", "Novak", "Gruber"];
const COMPANIES = Array.from({ length: 20 }, (_, i) => `Fairco ${["Regrind", "Polymers", "Packaging", "Films", "Compounds"][i % 5]} ${i}`);

async function seed(): Promise<number> {
  const t = performance.now();
  await Booth.createBoothVisit(
    {
      id: randomUUID(),
      companyName: "Quarzplast Unikat",
      companyType: "recycler",
      companyCountry: "AT",
      personName: "Xaver Zwieselbrunner",
      email: "xaver@quarzplast.example.com",
      position: "Owner",
    },
    "bench",
  );
  const jobs = Array.from({ length: VISITORS - 1 }, (_, i) => async () => {
    const company = COMPANIES[i % COMPANIES.length];
    await Booth.createBoothVisit(
      {
        id: randomUUID(),
        companyName: company,
        companyType: (["recycler", "converter", "trader", "brandOwner"] as const)[i % 4],
        companyCountry: ["DE", "FR", "IT", "PL", "NL"][i % 5],
        personName: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
        email: `v${i}@${company.toLowerCase().replace(/ /g, "-")}.example.com`,
        position: "Buyer",
      },
      "bench",
    );
  });
  for (let i = 0; i < jobs.length; i += 20) await Promise.all(jobs.slice(i, i + 20).map((j) => j()));
  return (performance.now() - t) / 1000;
}

async function timed(fn: () => Promise<{ items: unknown[] }>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let items = 0;
  for (let r = 0; r < RUNS; r++) {
    const c = process.cpuUsage();
    const t = performance.now();
    items = (await fn()).items.length;
    wall.push(performance.now() - t);
    const u = process.cpuUsage(c);
    cpu.push((u.user + u.system) / 1000);
  }
  return { ms: median(wall), cpu: median(cpu), items };
}

async function rawPage(): Promise<number> {
  const q = () => new QueryCommand(db().boothVisit.query.byCreated({}).params({ limit: PAGE, order: "desc" }) as never);
  const times: number[] = [];
  for (let r = 0; r < RUNS * 2; r++) {
    const t = performance.now();
    await documentClient().send(q());
    times.push(performance.now() - t);
  }
  return median(times);
}

export async function main(): Promise<string> {
  return withBenchStack("booth", { appPort: 7645, portBase: 7600 }, async () => {
    const seconds = await seed();
    const floor = await rawPage();
    const unfiltered = await timed(() => Booth.list({ limit: PAGE }));
    const searches: [string, string][] = [
      ["a rare name, on the oldest visitor (1 match)", "zwieselbrunner"],
      ["a company, 1 visitor in 20 (its words on 1 in 5 and on every visitor)", "fairco films 13"],
      ["a part of a word on every e-mail (filtered fallback)", "example"],
      ["a first name, 1 in 10", "chiara"],
      ["a company type by its German label, 1 visitor in 4 (ADR 0154)", "händler"],
    ];
    const rows: [string, Awaited<ReturnType<typeof timed>>][] = [["the unfiltered list (no q)", unfiltered]];
    for (const [label, q] of searches) rows.push([`${label}: q="${q}"`, await timed(() => Booth.list({ q, limit: PAGE }))]);
    const lines = [
      "# Booth search",
      "",
      `Measured by \`scripts/bench/booth.ts\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, dynalite, ${VISITORS.toLocaleString("en")} visitors ` +
        `(written with their fragment rows in ${seconds.toFixed(0)} s), pages of ${PAGE}, median of ${RUNS}, through the query functions the handler calls. ` +
        `Machine: ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}.`,
      "",
      `Floor: one raw DynamoDB Query of ${PAGE} items of the booth list's index (document client, no shaping, no photo URLs): ${floor.toFixed(1)} ms.`,
      "",
      "| list | ms | × floor | × unfiltered | items | CPU ms |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      ...rows.map(
        ([label, r]) =>
          `| ${label} | ${r.ms.toFixed(1)} | ${(r.ms / floor).toFixed(2)} | ${(r.ms / unfiltered.ms).toFixed(2)} | ${r.items} | ${r.cpu.toFixed(1)} |`,
      ),
      "",
      "A search is one Query per word of q (in parallel) on the fragment rows plus one BatchGet of the page's visitors; the",
      "unfiltered list is one Query. A search's cost follows the rows of its rarest word (every row of it is read to sort",
      "the matches by date): a word on 1 visitor in 5 reads ~400 rows at 2,000 visitors. A word on more than 1,000",
      "visitors is answered by the filtered list, which fills a page after a few reads. Each answer signs the photo",
      "URLs of its rows (none here). A q that is part of a company type's label in any of the 7 languages adds one",
      "Query for the type's key (ADR 0154): \"händler\" reads the 500 traders' rows of that key.",
      "",
    ];
    const out = lines.join("\n");
    writeFileSync(path.join(ROOT, "docs/benchmarks-booth.md"), out);
    console.log(out);
    return out;
  });
}

await runIfMain(import.meta.url, main);

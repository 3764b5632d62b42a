import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../local/config";
/**
 * npm run bench: every measurement the issues ask for, one after the other (never concurrently, so the
 * figures don't disturb each other). Each part writes its own docs/benchmarks-*.md.
 */
const parts: [string, string][] = [
  ["SPA bundle sizes", "./web"],
  ["SPA cold load (LCP, request stages)", "./web-load"],
  ["Lambda bundle sizes and load times", "./lambdas"],
  ["API latency", "./api"],
  ["Filtered lists at 20,000 materials", "./lists"],
  ["Companies list, search, import and export at 1,000 and 5,000 companies", "./companies"],
  ["Datasheets", "./datasheet"],
  ["PDF bombs against the datasheet reader: time and peak RSS per variant, worker overhead on normal reads", "./pdf-bombs"],
  ["Matching engine at 1,000 / 10,000 / 50,000 materials, and its quality on the labelled pairs", "./matching"],
  ["Material requests: create-and-match at 1,000 / 10,000 / 50,000 materials, matches p50/p99", "./requests"],
  ["Analytics and prices at 20,000 materials", "./insights"],
  ["Deals: contract PDF renders (5 and 40 rows) and reminders at 1,000 deals", "./deals"],
  ["Leads board at 2,000 leads: GET /leads, moves, route JS", "./leads"],
  ["Tasks and samples: drawer, /samples and warehouse reservations", "./tasksamples"],
  ["Booth search at 2,000 visitors", "./booth"],
  ["Suspects list at 2,000 suspects, pull-integration, Apollo client overhead", "./enrichment-suspects"],
  ["Company research: end to end (median of 10) and 1 / 5 / 10 / 20 at once", "./research"],
  ["k-fair run time: PUT /booth to awaitingApproval (median of 10)", "./kfair"],
  ["Workflow runs list at 5,000 runs, against a raw Query", "./workflows"],
  ["The assistant's replies: POST /conversations p50/p99 against a raw Query + PutItem", "./conversations"],
  ["Company e-mail: compose screen JS, editor chunk out of /login, send p50/p99 against raw SES", "./email"],
  ["Contact us: submit p50/p99 against a raw PutItem, submit → shortlist e-mail", "./contact-us"],
  ["Match alerts: one new material against 5,000 open requests, and a second run that tells nobody", "./notifications"],
  ["Audit history: a versioned update with its audit entry against the update alone", "./audit"],
  ["Search: GET /search p50/p99 at 20,000 records against a raw Query of the same index", "./search"],
  ["Live fan-out: one event to 200 sockets, p50/p99 delivery against a raw ws broadcast", "./live"],
];

for (const [title, mod] of parts) {
  console.log(`\n## ${title}\n`);
  const started = Date.now();
  const m = (await import(mod)) as { main?: () => Promise<void> };
  if (typeof m.main === "function") await m.main();
  console.log(`\n(${title}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
const { scaleTable } = await import("./summary");
const scale = `# Fast at every scale: each budget against its floor\n\nFrom one \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; the parts' own documents (docs/benchmarks-*.md) hold the details.\n\n${scaleTable()}\n`;
console.log(`\n${scale}`);
writeFileSync(path.join(ROOT, "docs", "benchmarks-scale.md"), scale);
process.exit(0);

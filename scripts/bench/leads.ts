import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { rebuildLeadCounters } from "../../functions/domains/leads";
import { db } from "../../functions/db/service";
import { BOARD_COLUMNS, LEADS_BOARD_ORDER_KEY, leadStatuses } from "../../shared/schemas/lead";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { measure } from "./api";
import { webMeta, MISSING_BUILD } from "./web-meta";
import { runIfMain, withBenchStack } from "./bench-stack";
import { percentile } from "./stats";

/**
 * Leads: the board's GET /leads with 2,000 leads (one column page of 200, and the whole board as
 * the web reads it: the five columns in parallel, each paged to its end), a status change (POST
 * /leads/{id}/move between columns) p50/p99 at 1 and 10 clients, and the board route's JS beyond the layout
 * (gzip). A local stack of its own (dynalite, throw-away data folder, loopback); the leads are batch-written
 * with the stored shape the API writes, the board order holds every board lead. Bounded: BOARD_RUNS whole
 * boards and 300 requests per other line.
 */
const LEADS = Number(process.env.LEADS ?? 2000);
const BOARD_RUNS = Number(process.env.BOARD_RUNS ?? 40);
const COMPANIES = [SEEDED_COMPANY.demoRecycling, SEEDED_COMPANY.demoPackaging, SEEDED_COMPANY.autoteile, SEEDED_COMPANY.embalagens, SEEDED_COMPANY.dutchFilm];
const TYPES = ["pp", "hdpe", "ldpe", "pet", "abs", "ps", "pa6", "pc"];
const benchId = (i: number) => `be000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

/** 2,000 leads: 90 % on the board (spread over its five columns), the rest won or lost; two assignees and unassigned. */
async function fill(staff: string[]) {
  const now = Date.now();
  const items = Array.from({ length: LEADS }, (_, i) => {
    const status = i % 10 === 9 ? leadStatuses[5 + (i % 2)] : BOARD_COLUMNS[i % BOARD_COLUMNS.length];
    const at = new Date(now - (LEADS - i) * 60_000 * 50).toISOString();
    const assigneeId = i % 3 === 2 ? undefined : staff[i % staff.length];
    return {
      id: benchId(i),
      type: i % 4 ? "buy" : "sell",
      description: `Bench lead ${i}: recycled ${TYPES[i % TYPES.length].toUpperCase()} for a steady monthly volume, price and quality to be agreed`,
      companyId: COMPANIES[i % COMPANIES.length],
      status,
      ...(status === "won" || status === "lost" ? { completionStatus: status } : {}),
      ...(assigneeId ? { assigneeId } : {}),
      materialType: TYPES[i % TYPES.length],
      amount: 10 + (i % 90),
      frequency: "month",
      targetPrice: { amount: 600 + (i % 400), currency: "EUR" },
      originChannel: "LEAD_FORM",
      materialIds: [],
      documents: [],
      createdDate: at,
      updatedDate: at,
      createdBy: "bench",
      updatedBy: "bench",
      version: 1,
    };
  });
  for (let i = 0; i < items.length; i += 200) {
    const r = await db()
      .lead.put(items.slice(i, i + 200) as never[])
      .go();
    if (r.unprocessed?.length) throw new Error(`bench: ${r.unprocessed.length} leads not written`);
  }
  await rebuildLeadCounters();
  // The board order holds every board lead, newest first, as it would after months of use.
  const order = Object.fromEntries(
    BOARD_COLUMNS.map((c) => [
      c,
      [...items]
        .reverse()
        .filter((l) => l.status === c)
        .map((l) => l.id),
    ]),
  );
  const existing = await db().config.get({ name: LEADS_BOARD_ORDER_KEY }).go();
  if (existing.data) await db().config.patch({ name: LEADS_BOARD_ORDER_KEY }).set({ value: order }).go();
  else
    await db()
      .config.create({
        name: LEADS_BOARD_ORDER_KEY,
        value: order,
        createdBy: "bench",
        updatedBy: "bench",
        createdDate: new Date().toISOString(),
        updatedDate: new Date().toISOString(),
        version: 1,
      })
      .go();
  return items;
}

/** Whole boards as the web reads them (web/features/leads/api.ts): five columns in parallel, each to its end. */
async function measureBoard(base: string, headers: Record<string, string>, clients: number) {
  const times: number[] = [];
  let next = 0;
  let cards = 0;
  let bytes = 0;
  const one = async () => {
    let n = 0;
    let b = 0;
    await Promise.all(
      BOARD_COLUMNS.map(async (status) => {
        let cursor: string | null = null;
        do {
          const res: Response = await fetch(`${base}/leads?status=${status}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { headers });
          const text = await res.text();
          if (!res.ok) throw new Error(`board read failed: ${res.status} ${text.slice(0, 200)}`);
          const page = JSON.parse(text) as { items: unknown[]; cursor: string | null };
          n += page.items.length;
          b += Buffer.byteLength(text);
          cursor = page.cursor;
        } while (cursor);
      }),
    );
    return { n, b };
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < BOARD_RUNS) {
        next++;
        const t = performance.now();
        const r = await one();
        times.push(performance.now() - t);
        [cards, bytes] = [r.n, r.b];
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    name: `whole board (5 columns × pages of 200, ${cards.toLocaleString("en")} cards, ${(bytes / 1024).toFixed(0)} KiB JSON), ${clients} client${clients > 1 ? "s" : ""}`,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1],
    rps: (BOARD_RUNS / wall) * 1000,
    failures: 0,
  };
}

/** The board route's JS beyond the layout (gzip -9): the route chunk, the board chunk it loads at once, and their imports. */
function webBudget(): string[] {
  const meta = webMeta();
  if (!meta) return [MISSING_BUILD];
  const { gz, by, closure } = meta;
  const layout = closure(by("web/app/layout/AppLayout.tsx"), closure(by("web/main.tsx")));
  const beyond = (...chunks: (string | undefined)[]) => {
    const files = new Set<string>();
    for (const c of chunks) closure(c, files);
    return [...files].filter((f) => !layout.has(f)).reduce((n, f) => n + gz(f), 0);
  };
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  const route = by("web/app/pipeline/LeadsBoardRoute.tsx");
  const board = by("web/features/leads/components/LeadBoard.tsx");
  return [
    "| what | gzip, beyond the entry and layout |",
    "| --- | --- |",
    `| /leads route chunk + static imports | ${kib(beyond(route))} |`,
    `| /leads on first paint (route + board with dnd-kit, loaded at once) | ${kib(beyond(route, board))} |`,
    `| New lead dialog (on first open) | ${kib(beyond(by("web/features/leads/components/LeadFormDialog.tsx")))} |`,
    `| /leads-analytics page + charts (chart.js, lazily) | ${kib(beyond(by("web/features/leads/pages/LeadAnalyticsPage.tsx"), by("web/features/leads/components/LeadCharts.tsx")))} |`,
  ];
}

export async function main(): Promise<string> {
  return withBenchStack("leads", { appPort: Number(process.env.APP_PORT ?? 4100), portBase: Number(process.env.PORT_BASE ?? 4110) }, async (stack) => {
    Object.assign(process.env, stack.env);
    const base = `${stack.url}/api`;
    const auth = await fetch(`${base}/auth/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
    });
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const staff = ((await (await fetch(`${base}/users`, { headers })).json()) as { items: { id: string }[] }).items.map((u) => u.id);
    const f0 = performance.now();
    const items = await fill(staff);
    console.log(`filled ${items.length} leads in ${((performance.now() - f0) / 1000).toFixed(1)} s`);

    const rows: Awaited<ReturnType<typeof measure>>[] = [];
    const column = () => fetch(`${base}/leads?status=open&limit=200`, { headers });
    rows.push(await measure("GET /leads?status=open&limit=200 (one column page), 1 client", column, 1));
    rows.push(await measure("GET /leads?status=open&limit=200 (one column page), 10 clients", column, 10));
    rows.push(await measureBoard(base, headers, 1));
    rows.push(await measureBoard(base, headers, 10));
    const assignee = () => fetch(`${base}/leads?status=open&assignee=${staff[0]}&limit=200`, { headers });
    rows.push(await measure("GET /leads?status=open&assignee=… (assignee index), 10 clients", assignee, 10));
    // Status changes: each request moves a different board lead to the next column (every move also edits the order item).
    const boardLeads = items.filter((l) => (BOARD_COLUMNS as readonly string[]).includes(l.status));
    let k = 0;
    const move = () => {
      const l = boardLeads[k++ % boardLeads.length];
      const to = BOARD_COLUMNS[(BOARD_COLUMNS.indexOf(l.status as never) + 1 + Math.floor(k / boardLeads.length)) % BOARD_COLUMNS.length];
      return fetch(`${base}/leads/${l.id}/move`, { method: "POST", headers, body: JSON.stringify({ column: to, afterId: null }) });
    };
    rows.push(await measure("POST /leads/{id}/move (status change + order edit), 1 client", move, 1));
    rows.push(await measure("POST /leads/{id}/move (status change + order edit), 10 clients on the one order item", move, 10));
    rows.push(await measure("GET /leads/analytics (counters), 10 clients", () => fetch(`${base}/leads/analytics`, { headers }), 10));
    for (const r of rows) console.log(JSON.stringify(r));

    const lines = [
      "# Leads benchmark",
      "",
      `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)} at the end; local stack on dynalite (in-process), loopback. ${LEADS.toLocaleString("en")} leads (90 % on the board, ~360 a column), the board order holds every board lead (ADR 0134, 0135).`,
      "",
      "## API",
      "",
      "| request | p50 ms | p99 ms | req/s | failures |",
      "| --- | --- | --- | --- | --- |",
      ...rows.map((g) => `| ${g.name} | ${g.p50.toFixed(1)} | ${g.p99.toFixed(1)} | ${g.rps.toFixed(1)} | ${g.failures} |`),
      "",
      "## Web",
      "",
      ...webBudget(),
      "",
      "## Reading the figures",
      "",
      "- A column page is one Query on the status index (gsi1, limit + 1 items), one projected BatchGet of the",
      "  page's companies (id, name), one BatchGet of the assignees and one GetItem of the order: its cost follows",
      "  the page size, not the number of leads. The whole board is the five columns read in parallel to their ends",
      "  (two pages each at 2,000 leads), as the web does.",
      "- A move is a GetItem and a version-guarded put of the lead, the counter ADDs, then the order edit: GetItem,",
      "  the patch's size check read and a conditional UpdateItem of the order item (~75 KB at 2,000 leads). With",
      "  10 clients moving at once every client edits the same order item, so conflicts are retried (ADR 0135):",
      "  that line shows the cost of the retries; none of the moves is lost (failures 0).",
      "- The local stack is one Node process: the HTTP adapter, every handler and dynalite share one event loop, so",
      "  10 concurrent clients queue behind each other; the one-client lines are single-request latency. The machine",
      "  is shared (2 cores, other agents running: see the load), so p99 mostly shows scheduling.",
      "",
    ];
    const out = lines.join("\n");
    writeFileSync(path.join(ROOT, "docs/benchmarks-leads.md"), out);
    console.log(out);
    return out;
  });
}

await runIfMain(import.meta.url, main);
export {};

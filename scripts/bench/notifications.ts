import { randomUUID } from "node:crypto";
import { createMaterial } from "../../functions/domains/materials";
import { alertsForMaterial } from "../../functions/domains/notifications";
import { createRequest, type StoredRequest } from "../../functions/domains/requests";
import { SEEDED_COMPANY } from "../seed/demo-companies";
import { runIfMain, withBenchStack } from "./bench-stack";
import { countReads, reads } from "./read-counter";

/**
 * The material-side alert fan-out (ADR 0203): one new material against OPEN open requests (5,000 unless
 * ALERT_REQUESTS says), MATCHING of them a real match, all on the seeded buyer company (its users are told).
 * Figures: the fan-out's time, the requests it read, the DynamoDB calls and the items they answered, the
 * pairs matched and the notifications written; a second run (every claim there) tells nobody.
 */
const OPEN = Number(process.env.ALERT_REQUESTS ?? 5000);
const MATCHING = Math.max(1, Math.round(OPEN / 50));

function request(i: number): StoredRequest {
  const at = new Date(Date.parse("2026-01-01T00:00:00Z") + i * 1000).toISOString();
  const fits = i < MATCHING;
  return {
    id: randomUUID(),
    type: "buy",
    description: `Bench request ${i}`,
    companyId: SEEDED_COMPANY.demoPackaging,
    status: "matching_completed",
    materialType: fits ? "pom" : (["pp", "hdpe", "abs", "pa6"] as const)[i % 4],
    conditions: ["regrind"],
    colors: ["natural"],
    amount: 40,
    createdDate: at,
    createdBy: "bench",
    updatedDate: at,
    updatedBy: "bench",
    version: 1,
  } as unknown as StoredRequest;
}

export async function notificationsBench(): Promise<string[]> {
  return withBenchStack("alerts", { appPort: Number(process.env.APP_PORT ?? 8250), portBase: Number(process.env.PORT_BASE ?? 8260) }, async (stack) => {
    Object.assign(process.env, stack.env);
    for (let i = 0; i < OPEN; i += 50) await Promise.all(Array.from({ length: Math.min(50, OPEN - i) }, (_, k) => createRequest(request(i + k))));
    const material = await createMaterial(
      {
        name: "Bench rPOM",
        type: "pom",
        condition: "regrind",
        color: "natural",
        source: "postIndustrial",
        capacity: { amount: 80, frequency: "month" },
        countryOfOrigin: "DE",
      } as never,
      SEEDED_COMPANY.demoRecycling,
      "bench",
    );
    countReads();
    const rows: string[] = [];
    for (const label of ["first run", "second run (claims there)"]) {
      reads.calls = 0;
      reads.items = 0;
      const t0 = performance.now();
      const out = await alertsForMaterial(material.id);
      const ms = performance.now() - t0;
      rows.push(`| ${label} | ${OPEN} | ${out.requestsRead} | ${reads.calls} | ${reads.items} | ${out.notified} | ${(ms / 1000).toFixed(2)} s |`);
    }
    const table = [
      "| run | open requests | requests read | DynamoDB calls | items answered by queries | notified | time |",
      "|---|---|---|---|---|---|---|",
      ...rows,
    ];
    console.log(table.join("\n"));
    return table;
  });
}

await runIfMain(import.meta.url, notificationsBench);

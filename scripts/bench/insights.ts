import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { colorGroup, rebuildAnalytics, recordPriceObservation, recordPriceObservations, type PriceObservationItem } from "../../functions/domains/insights";
import { newMaterialItem } from "../../functions/domains/materials";
import { db } from "../../functions/db/service";
import { documentClient } from "../../functions/lib/clients";
import { lastWeeks } from "../../functions/domains/insights";
import { analyticsMetrics } from "../../shared/schemas/insights";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { floorOf, measure } from "./api";
import { runIfMain, withBenchStack } from "./bench-stack";

/**
 * The analytics home and prices: GET /analytics for each metric and GET /prices (p50/p99 of 300
 * requests from 10 clients over loopback) with 20,000 materials, on a local stack of its own (ports
 * 8030/8040, dynalite, throw-away data folder). The materials are batch-written with creation dates over
 * the last 12 weeks, then the counters are built by the rebuild (timed: it is the repair path); prices are
 * measured at 4,000 and at 20,000 price observations in the 4-week window (every material re-priced within
 * four weeks is the worst case), both from the snapshot and recomputed after a write. Also: what the insights add to a material create (PUT /materials),
 * and the price index (ADR 0210): GET /prices/history of a series with 52 weeks of points against its floor, one
 * raw Query of the same points.
 */
const MATERIALS = Number(process.env.MATERIALS ?? 20_000);
const DAY = 86_400_000;
const COMPANIES = [SEEDED_COMPANY.demoRecycling, SEEDED_COMPANY.polimeri, SEEDED_COMPANY.granulaty];
const TYPES = ["pp", "hdpe", "ldpe", "pet", "abs", "ps", "pa6", "pc", "pvc", "tpe", "san", "pom"];
const COUNTRIES = ["DE", "PL", "IT", "FR", "NL", "ES", "PT", "AT", "BE", "CZ"];
const COLORS = ["black", "natural", "transparent", "gray", "white"];
const CURRENCIES = ["EUR", "EUR", "EUR", "USD", "GBP", "CHF"];

function input(i: number) {
  return {
    name: `Bench material ${i}`,
    type: TYPES[i % TYPES.length],
    condition: ["granules", "regrind", "agglomerate", "powder"][i % 4],
    color: COLORS[i % COLORS.length],
    countryOfOrigin: COUNTRIES[(i * 7) % COUNTRIES.length],
    batchSize: 20 + (i % 6),
    capacity: { amount: 10 + (i % 200), frequency: (["month", "year", "spot"] as const)[i % 3] },
    pricePerTon: { amount: 600 + (i % 900), currency: "EUR" as const },
  };
}

function observation(i: number, now: number): PriceObservationItem {
  const at = new Date(now - (i % 28) * DAY - (i % 13) * 3_600_000);
  const m = input(i);
  return {
    materialId: `bench-${i}`,
    day: at.toISOString().slice(0, 10),
    observedAt: at.toISOString(),
    materialType: m.type,
    condition: m.condition,
    colorGroup: colorGroup(m.color),
    amount: m.pricePerTon.amount,
    currency: CURRENCIES[i % CURRENCIES.length],
  };
}

async function batched<T>(items: T[], write: (chunk: T[]) => Promise<unknown>, size = 25, parallel = 8) {
  for (let i = 0; i < items.length; i += size * parallel)
    await Promise.all(
      Array.from({ length: parallel }, (_, k) => items.slice(i + k * size, i + (k + 1) * size))
        .filter((c) => c.length)
        .map(write),
    );
}

export async function main(): Promise<string> {
  return withBenchStack("insights", { appPort: 8030, portBase: 8040 }, async (stack) => {
    const base = `${stack.url}/api`;
    const auth = await fetch(`${base}/auth/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
    });
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const get = (p: string) => () => fetch(`${base}${p}`, { headers });
    const now = Date.now();

    const t0 = performance.now();
    const items = Array.from({ length: MATERIALS }, (_, i) => {
      const created = new Date(now - (i % 84) * DAY).toISOString();
      return { ...newMaterialItem(input(i) as never, COMPANIES[i % COMPANIES.length], "bench", `bench-${i}`), createdDate: created, updatedDate: created };
    });
    await batched(items, async (chunk) => {
      const r = await db()
        .material.put(chunk as never[])
        .go();
      if (r.unprocessed.length) throw new Error("materials not written");
    });
    const fillMs = performance.now() - t0;
    const r0 = performance.now();
    const rebuilt = await rebuildAnalytics();
    const rebuildMs = performance.now() - r0;

    const analytics = [];
    for (const metric of analyticsMetrics) analytics.push(await measure(`GET /analytics?metric=${metric}`, get(`/analytics?metric=${metric}`)));

    // Warm: the snapshot answers (no price written since). Cold: a price is written before each request, so
    // each one recomputes from the observations (one client, sequential).
    const cold = async (count: number) => {
      const times: number[] = [];
      for (let k = 0; k < 10; k++) {
        await recordPriceObservation(observation(k, now));
        const t = performance.now();
        await (await get("/prices")()).arrayBuffer();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return `| GET /prices after a price write (recompute, ${count.toLocaleString("en")} observations; 1 client × 10) | ${times[4].toFixed(1)} | ${times[9].toFixed(1)} (max) | – | 0 |`;
    };
    await batched(
      Array.from({ length: 4000 }, (_, i) => observation(i, now)),
      recordPriceObservations,
    );
    const cold4k = await cold(4000);
    const prices4k = await measure("GET /prices (snapshot; 4,000 observations in 4 weeks)", get("/prices"));
    await batched(
      Array.from({ length: MATERIALS - 4000 }, (_, i) => observation(i + 4000, now)),
      recordPriceObservations,
    );
    const cold20k = await cold(MATERIALS);
    const prices20k = await measure(`GET /prices (snapshot; ${MATERIALS.toLocaleString("en")} observations in 4 weeks)`, get("/prices"));
    const rows = (await (await get("/prices")()).json()) as { items: unknown[] };

    // The index: materials i ≡ 0 (mod 60) share one series (pp, granules, other); a price of each in one of the
    // last 52 weeks fills every week of it.
    const series = { materialType: "pp", condition: "granules", colorGroup: "other" };
    await batched(
      Array.from({ length: Math.floor(MATERIALS / 60) }, (_, k) => {
        const o = observation(k * 60, now);
        const at = new Date(now - (k % 52) * 7 * DAY - (k % 5) * 3_600_000);
        return { ...o, day: at.toISOString().slice(0, 10), observedAt: at.toISOString(), currency: "EUR" };
      }),
      recordPriceObservations,
    );
    const historyPath = "/prices/history?type=pp&condition=granules&color=other&weeks=52";
    const history = await measure("GET /prices/history (52 weekly points of one series)", get(historyPath));
    const historyBody = (await (await get(historyPath)()).json()) as { points: { sampleSize: number }[] };
    const weeks = lastWeeks(52, new Date(now));
    const rawHistory = new QueryCommand(db().priceWeekPoint.query.bySeries(series).between({ week: weeks[0] }, { week: weeks[51] }).params() as never);
    const historyFloor = await floorOf(() => documentClient().send(rawHistory), 10);

    let n = 0;
    const create = await measure("PUT /materials (create; counters and price observation included)", () =>
      fetch(`${base}/materials`, { method: "PUT", headers, body: JSON.stringify({ ...input(n++), name: `Bench create ${n}`, companyId: COMPANIES[0] }) }),
    );

    const fmt = (m: Awaited<ReturnType<typeof measure>>) => `| ${m.name} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.rps.toFixed(0)} | ${m.failures} |`;
    const lines = [
      "# Insights benchmark (analytics home and prices)",
      "",
      `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)} at the end; local stack on dynalite, loopback, 10 clients × 300 requests per line.`,
      `${MATERIALS.toLocaleString("en")} materials (batch-written in ${(fillMs / 1000).toFixed(1)} s, created over the last 12 weeks), plus the demo seed.`,
      `Counter rebuild (the repair path, reads every material once): ${rebuilt.materials.toLocaleString("en")} materials in ${(rebuildMs / 1000).toFixed(1)} s.`,
      "",
      "| request | p50 ms | p99 ms | req/s | failures |",
      "| --- | --- | --- | --- | --- |",
      ...analytics.map(fmt),
      fmt(prices4k),
      cold4k,
      fmt(prices20k),
      cold20k,
      fmt(create),
      fmt(history),
      "",
      `GET /prices/history answered ${historyBody.points.length} points (${historyBody.points.filter((p) => p.sampleSize).length} with prices, ${historyBody.points.reduce((n, p) => n + p.sampleSize, 0)} samples); its floor, one raw Query of the same 52 point items (document client, 10 clients × 300), p50 ${historyFloor.toFixed(1)} ms: the route is ${(history.p50 / historyFloor).toFixed(2)}× the floor (the difference is the HTTP API, auth and shaping).`,
      "",
      `GET /prices answered ${rows.items.length} statistic rows. GET /analytics reads one counter partition per request (a weekly range of 12 items, or one item per type/condition/country), so its cost does not grow with the number of materials; GET /prices answers a stored snapshot (two GetItems) until a price is written; the first request after a write recomputes from the observations of the last 4 weeks (one range Query), which grows with how many prices were stated in that window, not with the catalogue.`,
    ];
    const out = lines.join("\n") + "\n";
    writeFileSync(path.join(ROOT, "docs/benchmarks-insights.md"), out);
    console.log(out);
    return out;
  });
}

await runIfMain(import.meta.url, main);

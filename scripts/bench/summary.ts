import { cpus, loadavg } from "node:os";

/**
 * The scale table `npm run bench` ends with: one row per measure that has a budget against the stack's floor
 * (a route against its raw DynamoDB call, module load against a DynamoDB-only bundle, a first screen against a
 * bare React + Chakra page, the matching run against the engine over the whole catalogue). Each part adds the
 * rows it measured; run.ts prints them together with the machine's load, so one run gives every ratio.
 */
export interface ScaleRow {
  measure: string;
  floor: string;
  product: string;
  ratio: string;
  budget: string;
}

const rows: ScaleRow[] = [];

export function addScaleRow(row: ScaleRow): void {
  rows.push(row);
}

/** A ratio as the tables write it: two decimals and a times sign. */
export const times = (product: number, floor: number) => `${(product / floor).toFixed(2)}×`;

/** The collected rows as a markdown table, headed by the machine and its load average. */
export function scaleTable(): string {
  const [one, five] = loadavg();
  return [
    `Machine: ${cpus().length} CPUs, load average ${one.toFixed(1)} (1 min) / ${five.toFixed(1)} (5 min) at the end.`,
    "",
    "| measure | floor | product | ratio | budget |",
    "| --- | --- | --- | ---: | --- |",
    ...rows.map((r) => `| ${r.measure} | ${r.floor} | ${r.product} | ${r.ratio} | ${r.budget} |`),
  ].join("\n");
}

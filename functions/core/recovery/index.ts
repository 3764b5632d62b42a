import { logger } from "../../lib/logger";
import { companyDeletes } from "./company-deletes";
import { counters } from "./counters";
import { kFairSends } from "./kfair-sends";
import { sweepOwedMails } from "../../domains/notifications";
import { pendingMatching } from "./pending-matching";
import { priceWeeks } from "./price-weeks";
import { stuckRuns } from "./stuck-runs";
import type { Recoverer, SweepOptions } from "./types";

export type { Recoverer };

export interface RecoveryFigures {
  name: string;
  found: number;
  repaired: number;
  error?: string;
}

/**
 * The recoverers of one sweep, in order: dead runs are failed before anything reads their state; company
 * deletes finish before the counters are recounted.
 */
export const recoverers = (o: SweepOptions): Recoverer[] =>
  [
    stuckRuns(o),
    kFairSends(o),
    pendingMatching(o),
    { name: "notificationMails", recover: () => sweepOwedMails(o) },
    companyDeletes(o),
    priceWeeks(o),
    counters(o),
  ].filter((r) => r !== null);

/**
 * The recovery sweep: finds work a crash or a timeout cut short (runs left running, e-mails left "sending",
 * matching never finished) and repairs it, so nothing stays stuck. It runs at every local stack start
 * (`startup`: nothing is under way then) and in AWS on a schedule: runs left running, e-mails left "sending",
 * matching never finished, company deletes left half-way, price index weeks short of a recent price, and at a
 * local start the counters. One recoverer failing does not stop the
 * others; each logs its figures, and a sweep that repaired something logs "recovery repaired" with the count
 * (a metric filter and an alarm watch it in AWS).
 */
export async function runRecovery(opts: Partial<SweepOptions> = {}): Promise<RecoveryFigures[]> {
  const o: SweepOptions = { now: opts.now ?? Date.now(), startup: opts.startup ?? false };
  const figures: RecoveryFigures[] = [];
  for (const r of recoverers(o)) {
    try {
      figures.push({ name: r.name, ...(await r.recover()) });
    } catch (e) {
      figures.push({ name: r.name, found: 0, repaired: 0, error: e instanceof Error ? e.message : String(e) });
      logger.error("recovery: a recoverer failed", { recoverer: r.name, error: e instanceof Error ? e.message : String(e) });
    }
  }
  const repaired = figures.reduce((n, f) => n + f.repaired, 0);
  logger.info(repaired ? "recovery repaired" : "recovery sweep", { repaired, figures });
  return figures;
}

import { reconcileCounters } from "../../domains/insights";
import type { Recoverer, SweepOptions } from "./types";

/**
 * The analytics counters against a recount of their records (ADR 0170), at a local stack's start only: nothing
 * writes then, so one look is enough. In AWS the reconciliation is a job of its own, every 6 hours.
 */
export const counters = (o: SweepOptions): Recoverer | null =>
  o.startup
    ? {
        name: "counters",
        recover: async () => {
          const r = await reconcileCounters({ settleMs: 0 });
          return { found: r.checked, repaired: r.repaired };
        },
      }
    : null;

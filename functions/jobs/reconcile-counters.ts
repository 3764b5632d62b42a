import { reconcileCounters } from "../core/insights/reconcile";

/** The scheduled job (functions/jobs/index.ts): see functions/core/insights/reconcile.ts (ADR 0170). */
export const handler = async () => {
  const { checked, repaired, conflicts, rounds } = await reconcileCounters();
  return { checked, repaired, conflicts, rounds };
};

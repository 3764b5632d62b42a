import { reconcileCounters } from "../domains/insights";

/** The scheduled job (functions/jobs/index.ts): see functions/domains/insights/reconcile.ts (ADR 0170). */
export const handler = async () => {
  const { checked, repaired, conflicts, rounds } = await reconcileCounters();
  return { checked, repaired, conflicts, rounds };
};

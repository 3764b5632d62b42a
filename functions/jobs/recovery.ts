import { runRecovery } from "../core/recovery";
import { logger } from "../lib/logger";

/**
 * The recovery sweep in AWS (functions/core/recovery), a scheduled job (functions/jobs/index.ts): fails runs whose
 * execution is gone, reopens k-fair e-mails cut while sending, restarts matching that never finished.
 */
export async function handler(): Promise<{ repaired: number }> {
  logger.appendKeys({ task: "recovery" });
  const figures = await runRecovery();
  return { repaired: figures.reduce((n, f) => n + f.repaired, 0) };
}

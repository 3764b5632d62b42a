import { logger } from "../../../lib/logger";
import { alertsForMaterial } from "..";

/** Task AlertRequests of the materialAlerts workflow: the open requests a new or changed material matches are told. */
export async function handler(input: { materialId: string }) {
  logger.appendKeys({ workflow: "materialAlerts", materialId: input.materialId });
  const figures = await alertsForMaterial(input.materialId);
  logger.info("material alerts done", figures);
  return { materialId: input.materialId, ...figures };
}

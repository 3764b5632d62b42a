import { FollowUpError, findOrCreateForVisit } from "../../domains/booth";
import { StepFailed, trackedTask } from "../task";
import type { KFairRunInput, KFairState } from "./definition";

/** FindOrCreate: company and contact for the booth visitor, and the research record (the only step that returns state). */
export const handler = trackedTask<KFairRunInput, KFairState>("FindOrCreate", async (input) => {
  try {
    const { summary, ...ids } = await findOrCreateForVisit(input.runId, input.boothId);
    return { summary, output: { ...input, ...ids } };
  } catch (e) {
    throw e instanceof FollowUpError ? new StepFailed(e.message) : e;
  }
});

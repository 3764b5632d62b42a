import { StepFailed, trackedTask } from "../task";

// Contract placeholder: replaced by the step's implementation.
export const handler = trackedTask("WriteReport", async () => {
  throw new StepFailed("Not built yet");
});

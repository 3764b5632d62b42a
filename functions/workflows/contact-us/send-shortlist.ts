import { trackedTask } from "../task";
import type { ContactUsRunInput } from "./definition";

// Contract placeholder (issue 12, PUBLIC helper).
export const handler = trackedTask("SendShortlist", async (_input: ContactUsRunInput) => {
  throw new Error("Not built yet");
});

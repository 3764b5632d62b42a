import { sendStep } from "../../domains/contactUs";
import { trackedTask } from "../task";
import type { ContactUsRunInput } from "./definition";

/** Task SendShortlist: see functions/domains/contactUs/steps.ts (ADR 0148). */
export const handler = trackedTask("SendShortlist", async (input: ContactUsRunInput) => ({ summary: await sendStep(input.requestId) }));

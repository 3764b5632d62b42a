import { sendStep } from "../../core/contact-us/steps";
import { trackedTask } from "../task";
import type { ContactUsRunInput } from "./definition";

/** Task SendShortlist: see functions/core/contact-us/steps.ts (ADR 0148). */
export const handler = trackedTask("SendShortlist", async (input: ContactUsRunInput) => ({ summary: await sendStep(input.requestId) }));

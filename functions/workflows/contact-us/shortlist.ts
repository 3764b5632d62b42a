import { shortlistStep } from "../../core/contact-us/steps";
import { trackedTask } from "../task";
import type { ContactUsRunInput } from "./definition";

/** Task Shortlist: see functions/core/contact-us/steps.ts (ADR 0148). */
export const handler = trackedTask("Shortlist", (input: ContactUsRunInput) => shortlistStep(input.requestId));

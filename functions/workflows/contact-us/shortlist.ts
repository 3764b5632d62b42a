import { shortlistStep } from "../../domains/contactUs";
import { trackedTask } from "../task";
import type { ContactUsRunInput } from "./definition";

/** Task Shortlist: see functions/domains/contactUs/steps.ts (ADR 0148). */
export const handler = trackedTask("Shortlist", (input: ContactUsRunInput) => shortlistStep(input.requestId));

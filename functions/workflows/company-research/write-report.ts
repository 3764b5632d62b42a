import { reportStep } from "../../domains/researches";
import { trackedTask } from "../task";
import type { ResearchRunInput } from "./definition";

/** Task write-report: see functions/domains/researches/steps.ts reportStep (ADR 0144). */
export const handler = trackedTask("WriteReport", async (input: ResearchRunInput) => ({ summary: await reportStep(input.researchId) }));

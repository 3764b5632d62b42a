import { evaluateStep } from "../../domains/researches";
import { trackedTask } from "../task";
import type { ResearchRunInput } from "./definition";

/** Task evaluate: see functions/domains/researches/steps.ts evaluateStep (ADR 0144). */
export const handler = trackedTask("Evaluate", async (input: ResearchRunInput) => ({ summary: await evaluateStep(input.researchId) }));

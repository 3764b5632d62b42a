import { gatherStep } from "../../domains/researches";
import { trackedTask } from "../task";
import type { ResearchRunInput } from "./definition";

/** Task gather-facts: see functions/domains/researches/steps.ts gatherStep (ADR 0144). */
export const handler = trackedTask("GatherFacts", async (input: ResearchRunInput) => ({ summary: await gatherStep(input.researchId, input.companyId) }));

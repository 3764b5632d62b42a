import type { CompanyEvaluation, CompanyFacts } from "../types";

/** Contract placeholder (issue 11): the offline markdown report. */
export async function writeReport(_facts: CompanyFacts, _evaluation: CompanyEvaluation): Promise<string[]> {
  throw new Error("Not built yet");
}

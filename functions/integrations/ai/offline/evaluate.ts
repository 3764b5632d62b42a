import type { CompanyEvaluation, CompanyFacts, OutreachContext } from "../types";

/** Contract placeholder (issue 11): the offline evaluation. */
export async function evaluateCompany(_facts: CompanyFacts, _catalogue: OutreachContext["materials"]): Promise<CompanyEvaluation> {
  throw new Error("Not built yet");
}

import { materialTypes } from "../../../shared/schemas/material-enums";
import type { CompanyFacts } from "../../integrations/ai";
import { interestOf } from "../../integrations/ai/offline/evaluate";
import { readEvidence } from "../../integrations/ai/offline/evidence";

const KNOWN = new Set<string>(materialTypes);

/**
 * The material types whose catalogue entries Evaluate offers the engine: those its buyer profile names, then
 * those its texts mention (most sources first). Both engines get the same candidates.
 */
export function interestTypes(facts: CompanyFacts): string[] {
  const named = facts.company.materials.map((m) => m.toLowerCase());
  const read = interestOf(readEvidence(facts)).map((p) => p.value);
  return [...new Set([...named, ...read])].filter((t) => KNOWN.has(t));
}

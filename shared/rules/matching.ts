import type { MaterialRequestFields } from "../schemas/material-request";
import type { MatchResult } from "../schemas/material-match";
import type { Material } from "../schemas/material";
import { mismatches } from "./match-check";

/**
 * The matching engine: ranks candidate materials for a request and explains each rank (issue 9 item 2).
 * Pure and synchronous; the requests domain (functions/core/requests) loads the candidates the pre-filter
 * names and writes the results. PLACEHOLDER until the engine lands: the signatures below are the contract.
 */
export type MatchableRequest = Pick<
  MaterialRequestFields,
  "type" | "materialType" | "amount" | "capacity" | "targetPrice" | "colors" | "conditions" | "viscosity" | "applications" | "materialSources" | "processingMethods" | "origin" | "certificates"
>;
export type MatchableMaterial = Pick<
  Material,
  "id" | "type" | "source" | "condition" | "color" | "capacity" | "viscosity" | "pricePerTon" | "countryOfOrigin" | "certificates" | "applications" | "intendedMarkets" | "processingMethods" | "dataQualityLevel"
>;

/** Material types worth loading for a request (the candidate pre-filter): null means every type. */
export function candidateTypes(request: MatchableRequest): string[] | null {
  return request.materialType ? [request.materialType] : null;
}

/** Every candidate ranked, best first. */
export function rankMaterials(request: MatchableRequest, materials: MatchableMaterial[]): MatchResult[] {
  return materials
    .map((m) => {
      const bad = mismatches(request, m);
      return { materialId: m.id, score: 1 - bad.length / 5, isMatch: bad.length === 0, factors: [] };
    })
    .sort((a, b) => b.score - a.score || a.materialId.localeCompare(b.materialId));
}

import { describe, expect, it } from "vitest";
import { labelledRequests } from "../../../test/fixtures/matching-labels";
import { syntheticMaterials } from "../../../test/fixtures/synthetic-materials";
import { candidateTypes, needsConfirmation, rankMaterials, rankPassing, type MatchableMaterial, type MatchableRequest } from "../matching";

/**
 * The matching run's ranking at 50,000 materials (ADR 0205): the candidate pre-filter (every material of the
 * request's types, as the candidate index answers them), the engine's hard filter and the engine give the
 * same 200 best as the engine over the whole catalogue, in the same order, with the same scores.
 */
const catalogue = syntheticMaterials(50_000);
const byType = new Map<string, MatchableMaterial[]>();
for (const m of catalogue)
  byType
    .set(m.type, byType.get(m.type) ?? [])
    .get(m.type)!
    .push(m);

/** What the run ranks: every material of the pre-filter's types (all of them without a type), hard-filtered. */
function product(request: MatchableRequest) {
  const types = candidateTypes(request);
  const candidates: MatchableMaterial[] = types ? [...new Set(types)].flatMap((t) => byType.get(t) ?? []) : catalogue;
  return { candidates: candidates.length, top: rankPassing(request, candidates).slice(0, 200) };
}

/** The floor: the engine over every material, its matches and those needing confirmation, best first. */
const floor = (request: MatchableRequest) =>
  rankMaterials(request, catalogue)
    .filter((r) => r.isMatch || needsConfirmation(r))
    .slice(0, 200);

const requests: [string, MatchableRequest][] = [
  [
    "pp, every factor asked",
    { ...labelledRequests[0].request, origin: ["DE", "PL", "NL", "AT"], certificates: ["euCertPlast"], processingMethods: ["injectionMolding"] },
  ],
  ["no type (hdpe's other fields)", { ...labelledRequests[1].request, materialType: null }],
];

describe("the matching run's ranking over 50,000 materials, uncapped", () => {
  it.each(requests)(
    "%s: the top 200 are the engine's over the whole catalogue",
    (_, request) => {
      const want = floor(request);
      const got = product(request);
      expect(want.length).toBeGreaterThan(0);
      expect(got.top.map((r) => [r.materialId, r.score, r.isMatch])).toEqual(want.map((r) => [r.materialId, r.score, r.isMatch]));
      // more candidates of the request's types than the old cap of 5,000 would have let through
      if (request.materialType === "pp") expect(got.candidates).toBeGreaterThan(5000);
    },
    60_000,
  );
});

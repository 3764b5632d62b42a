import { describe, expect, it } from "vitest";
import { datasheetFixtures, scoreExtraction, sumScores, type FieldScore } from "../../../test/fixtures/datasheets";
import { offlineExtractor } from "./offline-engine";

/** The PDF path end to end on generated datasheets with known values: layout → text → fields. */
describe("offline datasheet extraction on generated PDFs", () => {
  const all: FieldScore[] = [];

  for (const f of datasheetFixtures) {
    it(`${f.id} (${f.layout})`, async () => {
      const { fields, evidence } = await offlineExtractor.extract(await f.build());
      const scores = scoreExtraction(fields, f.expected);
      all.push(...scores);
      // every extracted field names the line it came from
      for (const k of Object.keys(fields)) expect(evidence, k).toHaveProperty(k);
      expect(sumScores(scores).recall, JSON.stringify(scores.filter((s) => s.outcome !== "tp"))).toBeGreaterThanOrEqual(0.8);
    });
  }

  it("reaches the overall precision and recall the benchmark reports", () => {
    const total = sumScores(all);
    expect(all.length).toBeGreaterThan(150);
    expect(total.precision).toBeGreaterThanOrEqual(0.95);
    expect(total.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("reads the multi-column sheet's side column apart from its table", async () => {
    const f = datasheetFixtures.find((x) => x.id === "tds-circulen-multicolumn")!;
    const { evidence } = await offlineExtractor.extract(await f.build());
    expect(evidence.color).toBe("Colour: black");
    expect(evidence.density).toMatch(/^Density\tISO 1183\tg\/cm³\t1,04$/);
  });
});

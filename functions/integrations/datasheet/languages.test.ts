import { describe, expect, it } from "vitest";
import { sumScores } from "../../../test/fixtures/datasheets";
import { languageFixtures } from "../../../test/fixtures/datasheets/languages";
import { languageHoldoutFixtures } from "../../../test/fixtures/datasheets/languages-holdout";
import { measure, scoreRow, tables } from "../../../test/fixtures/datasheets/report";

/**
 * Datasheet quality over sheets in the site's languages and Dutch: precision and recall per sheet and per
 * field, printed as tables. The holdout sheets were measured once after the vocabulary work and never tuned
 * against (languages-holdout.ts records that measurement); they count in the targets all the same.
 */
describe("datasheets in every language", () => {
  it("reach 90 % precision and recall, no sheet below 70 %", async () => {
    const dev = await measure(languageFixtures);
    const holdout = await measure(languageHoldoutFixtures);
    const all = tables([...dev, ...holdout]);
    console.log(
      `${all.perSheet}\n\n${all.perField}\n\n${scoreRow("development sheets", tables(dev).total)}\n${scoreRow("holdout sheets", tables(holdout).total)}\n${scoreRow("all", all.total)}`,
    );
    expect(dev.length + holdout.length).toBeGreaterThanOrEqual(12);
    expect(
      new Set([...languageFixtures, ...languageHoldoutFixtures].map((f) => f.id.split("-")[f.id.startsWith("holdout") ? 2 : 1])).size,
    ).toBeGreaterThanOrEqual(6);
    expect(all.total.precision).toBeGreaterThanOrEqual(0.9);
    expect(all.total.recall).toBeGreaterThanOrEqual(0.9);
    for (const r of [...dev, ...holdout]) {
      const s = sumScores(r.scores);
      expect(Math.min(s.precision, s.recall), `${r.id}: ${JSON.stringify(r.scores.filter((x) => x.outcome !== "tp"))}`).toBeGreaterThanOrEqual(0.7);
    }
  });
});

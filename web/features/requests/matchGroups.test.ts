import { describe, expect, it } from "vitest";
import type { MaterialMatch } from "../../../shared/schemas/material-request";
import { groupMatches } from "./matchGroups";

const m = (id: string, company: string | null, score: number, isMatch: boolean, rank: number) =>
  ({ id, materialId: id, company: company ? { id: company, name: company.toUpperCase() } : null, score, isMatch, rank }) as MaterialMatch;

describe("matches grouped per company", () => {
  it("puts companies with a match first, each company's materials best first", () => {
    const groups = groupMatches([
      m("a1", "a", 0.9, false, 1),
      m("b1", "b", 0.7, true, 3),
      m("b2", "b", 0.8, false, 2),
      m("c1", "c", 0.6, true, 4),
      m(" x", null, 0.5, false, 5),
    ]);
    expect(groups.map((g) => g.key)).toEqual(["b", "c", "a", ""]);
    expect(groups[0].matches.map((x) => x.id)).toEqual(["b1", "b2"]);
    expect(groups[0]).toMatchObject({ matchCount: 1, best: 0.7 });
    expect(groups[2]).toMatchObject({ matchCount: 0, best: 0.9 });
  });

  it("breaks equal scores by rank", () => {
    const [g] = groupMatches([m("x2", "a", 0.5, true, 2), m("x1", "a", 0.5, true, 1)]);
    expect(g.matches.map((x) => x.id)).toEqual(["x1", "x2"]);
  });
});

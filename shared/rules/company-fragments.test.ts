import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nameFragments, searchFragments } from "./company-keys";

describe("name fragments", () => {
  it("are the word suffixes of two characters or more, cut to 20", () => {
    expect(nameFragments("Eco-Recyclers GmbH")).toEqual([
      "eco",
      "co",
      "recyclers",
      "ecyclers",
      "cyclers",
      "yclers",
      "clers",
      "lers",
      "ers",
      "rs",
      "gmbh",
      "mbh",
      "bh",
    ]);
    expect(nameFragments("A B")).toEqual([]);
    expect(nameFragments("x".repeat(30))).toEqual(["x".repeat(20), ...Array.from({ length: 18 }, (_, i) => "x".repeat(19 - i))]);
  });

  it("the search words are the text's words of two characters or more, longest first, each once", () => {
    expect(searchFragments("  Plast cycl 42 a plast")).toEqual(["plast", "cycl", "42"]);
    expect(searchFragments("a")).toEqual([]);
    expect(searchFragments("-")).toEqual([]);
  });

  it("every name containing a text has a fragment starting with the text's search word (no false negatives)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(), fc.nat(), (name, a, b) => {
        const lower = name.toLowerCase();
        const [from, to] = [a % (lower.length + 1), b % (lower.length + 1)].sort((x, y) => x - y);
        const q = lower.slice(from, to);
        const fragments = nameFragments(name);
        return searchFragments(q).every((word) => fragments.some((f) => f.startsWith(word)));
      }),
      { numRuns: 2000 },
    );
  });
});

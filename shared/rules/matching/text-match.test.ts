import { describe, expect, it } from "vitest";
import { phrase, phrasesMeet, phrases } from "./text-match";

describe("application phrases", () => {
  it("unfolds codes and other#, lower-cases, drops a plural s", () => {
    expect(phrase("foodPackaging")?.norm).toBe("food packaging");
    expect(phrase("other#Garden Toys")?.norm).toBe("garden toy");
    expect(phrase("Non-food packaging")?.norm).toBe("non food packaging");
    expect(phrase("Glass")?.norm).toBe("glass"); // ss kept
    expect(phrase("other")).toBeNull();
    expect(phrases(["", "  ", "Pallets", null])).toHaveLength(1);
  });
  it("meets when one side's words all occur in the other's", () => {
    const meet = (a: string, b: string) => phrasesMeet(phrase(a)!, phrase(b)!);
    expect(meet("Film", "Agricultural films")).toBe(true);
    expect(meet("automotive", "Automotive bumpers")).toBe(true);
    expect(meet("PALLETS", "pallet")).toBe(true);
    expect(meet("Pipes", "Pallets")).toBe(false);
    expect(meet("Food trays", "Food packaging")).toBe(false);
  });
});

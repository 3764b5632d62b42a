import { describe, expect, it } from "vitest";
import { recipientsOf, splitAddresses } from "./recipients";

describe("compose recipients", () => {
  it("splits on commas (and semicolons), trims, drops blanks", () => {
    expect(splitAddresses(" a@x.com, b@y.com ;c@z.com,, ")).toEqual(["a@x.com", "b@y.com", "c@z.com"]);
    expect(splitAddresses("   ")).toEqual([]);
  });
  it("names only the chosen contact's address", () => {
    expect(recipientsOf("M.Rossi@polimeri.example.com, other@x.com", { name: "Marco Rossi", email: "m.rossi@polimeri.example.com" })).toEqual([
      { name: "Marco Rossi", email: "M.Rossi@polimeri.example.com" },
      { name: null, email: "other@x.com" },
    ]);
    expect(recipientsOf("a@x.com", null)).toEqual([{ name: null, email: "a@x.com" }]);
  });
});

import { describe, expect, it } from "vitest";
import { countryName } from "./labels";

describe("country name", () => {
  it("turns a country code into its name in the language", () => {
    expect(countryName("IT", "en")).toBe("Italy");
  });
});

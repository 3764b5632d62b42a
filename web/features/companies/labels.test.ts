import { describe, expect, it } from "vitest";
import { countryName, flagEmoji } from "./labels";

describe("country flag", () => {
  it("turns a country code into its flag and name, and refuses anything else", () => {
    expect(flagEmoji("de")).toBe("🇩🇪");
    expect(flagEmoji("DEU")).toBeNull();
    expect(flagEmoji(null)).toBeNull();
    expect(countryName("IT", "en")).toBe("Italy");
  });
});

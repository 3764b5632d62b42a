import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FLAGS_PATH, flagUrl } from "./flags";

describe("country flag images", () => {
  it("name the package's SVG for a two-letter code, and nothing for anything else", () => {
    expect(flagUrl("de")).toBe(`${FLAGS_PATH}/DE.svg`);
    expect(FLAGS_PATH).toMatch(/^\/assets\/flags\/\d+\.\d+\.\d+$/);
    expect(flagUrl("DEU")).toBeNull();
    expect(flagUrl("ZZ")).toBeNull();
    expect(flagUrl(null)).toBeNull();
  });

  it("every URL it makes has its file in the package (the build copies them as they are)", () => {
    for (const code of ["DE", "FR", "IT", "PL", "PT", "ES", "CH", "GB", "US", "CN"]) {
      const file = path.basename(flagUrl(code)!);
      expect(existsSync(path.join("node_modules", "country-flag-icons", "3x2", file)), code).toBe(true);
    }
  });
});

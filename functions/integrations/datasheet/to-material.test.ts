import { describe, expect, it } from "vitest";
import { MaterialInput } from "../../../shared/schemas/material";
import { fallbackName, toMaterialDraft } from "./to-material";

describe("extracted fields to a material", () => {
  it("keeps valid fields, drops invalid ones and names the material", () => {
    const d = toMaterialDraft(
      { type: "pp", condition: "regrind", density: 0.91, recycledContent: 140, viscosity: { type: "meltFlowRate", min: 8, max: 12, temperature: 230, weight: 2.16, standard: "dinEnIso1133" } },
      "sheet.pdf",
    );
    expect(d.extracted.sort()).toEqual(["condition", "density", "type", "viscosity"]);
    expect(d.dropped).toEqual([{ field: "recycledContent", message: "Must be at most 100" }]);
    expect(d.input.name).toBe("PP regrind (from sheet.pdf)");
    expect(MaterialInput.safeParse(d.input).success).toBe(true);
  });

  it("falls back to a generic name when even the type is unknown", () => {
    expect(fallbackName({}, "x.pdf")).toBe("Material (from x.pdf)");
  });
});

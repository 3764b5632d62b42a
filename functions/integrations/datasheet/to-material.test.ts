import { describe, expect, it } from "vitest";
import { MaterialInput } from "../../../shared/schemas/material";
import { fallbackName, toMaterialDraft } from "./to-material";
import { UnreadableDatasheetError } from "./unreadable";

describe("extracted fields to a material", () => {
  it("keeps valid fields, drops invalid ones and names the material", () => {
    const d = toMaterialDraft(
      {
        type: "pp",
        condition: "regrind",
        density: 0.91,
        recycledContent: 140,
        viscosity: { type: "meltFlowRate", min: 8, max: 12, temperature: 230, weight: 2.16, standard: "dinEnIso1133" },
      },
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

  it("makes no material of a sheet that gave no field, or no polymer type (never the default ABS)", () => {
    const refusal = (fields: Parameters<typeof toMaterialDraft>[0]) => {
      try {
        toMaterialDraft(fields, "x.pdf");
      } catch (e) {
        expect(e).toBeInstanceOf(UnreadableDatasheetError);
        return (e as Error).message;
      }
      return "made a material";
    };
    expect(refusal({})).toBe("Nothing could be read from this datasheet");
    expect(refusal({ recycledContent: 140 })).toBe("Nothing could be read from this datasheet"); // read but refused
    expect(refusal({ name: "Dear customer," })).toBe("Nothing could be read from this datasheet"); // a title is no fact
    expect(refusal({ density: 0.95, color: "black" })).toBe("No polymer type could be read from this datasheet");
    expect(refusal({ type: "ppx", density: 0.95 })).toBe("No polymer type could be read from this datasheet"); // not a known type
    expect(toMaterialDraft({ type: "hdpe" }, "x.pdf").input).toEqual({ type: "hdpe", name: "HDPE (from x.pdf)" });
  });
});

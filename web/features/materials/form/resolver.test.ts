import { describe, expect, it } from "vitest";
import { dataQuality } from "../../../../shared/rules/data-quality";
import { emptyMaterial } from "../formValues";
import { validValuesOnly } from "./resolver";

describe("the values the live data quality panel counts", () => {
  it("leaves out a field whose value the schema refuses", () => {
    const base = { ...emptyMaterial(), name: "rPP", type: "pp" };
    expect(validValuesOnly({ ...base, recycledContent: "95" }).recycledContent).toBe("95");
    expect(validValuesOnly({ ...base, recycledContent: "150" })).not.toHaveProperty("recycledContent");
    expect(validValuesOnly({ ...base, name: "x".repeat(201) })).not.toHaveProperty("name");
    const counted = (v: Record<string, unknown>) => dataQuality(validValuesOnly(v) as never).missing[1];
    expect(counted({ ...base, recycledContent: "150" })).toContain("recycledContent");
  });
});

import { describe, expect, it } from "vitest";
import { typeOrName } from "./material-types";

describe("typeOrName", () => {
  it("writes a known polymer type as the trade does and leaves a free name as typed", () => {
    expect(typeOrName("pa6")).toBe("PA6");
    expect(typeOrName("pp-epdm")).toBe("PP-EPDM");
    expect(typeOrName("rPET flakes")).toBe("rPET flakes");
  });
});

import { describe, expect, it } from "vitest";
import { API_AREAS, areaOf } from "./api-areas";

describe("API areas", () => {
  it("puts each domain in at most one area", () => {
    const all = Object.values(API_AREAS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it("finds a route's area by its domain, and misc for domains not assigned yet", () => {
    expect(areaOf("auth.authenticate")).toBe("core");
    expect(areaOf("materials.list")).toBe("market");
    expect(areaOf("companies.get")).toBe("crm");
    expect(areaOf("unheardOf.thing")).toBe("misc");
  });
});

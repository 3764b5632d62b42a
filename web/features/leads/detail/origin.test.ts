import { describe, expect, it } from "vitest";
import { originRequestId } from "./origin";

describe("origin request link", () => {
  it("only a MATERIAL_REQUEST# origin with an id links to a request", () => {
    expect(originRequestId("MATERIAL_REQUEST#e0000000-1")).toBe("e0000000-1");
    expect(originRequestId("MATERIAL_REQUEST#")).toBeNull();
    expect(originRequestId("LEAD_FORM")).toBeNull();
    expect(originRequestId("material_request#x")).toBeNull();
    expect(originRequestId(null)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { SampleInput } from "../../../shared/schemas/sample";
import { emptySampleForm, parseAmount, toSampleInput } from "./formValues";

describe("sample form values", () => {
  it("parses amounts: number, comma decimal, empty → null, junk kept for the schema", () => {
    expect(parseAmount("12.5")).toBe(12.5);
    expect(parseAmount("1,5")).toBe(1.5);
    expect(parseAmount("  ")).toBeNull();
    expect(parseAmount("lots")).toBe("lots");
  });

  it("sends no address or cost when all blank, upper-cases the country, and passes the shared schema", () => {
    const v = emptySampleForm("m1");
    expect(toSampleInput(v, "l1")).toMatchObject({ leadId: "l1", materialId: "m1", address: null, cost: null, amountKg: null, carrier: null, contactId: null });
    v.address = { street: "Main 1", city: "Berlin", zip: "10115", countryCode: "de" };
    v.cost = { amount: "40", currency: "EUR" };
    v.carrier = "ups";
    const input = toSampleInput(v, "l1", "s1");
    expect(input).toMatchObject({ id: "s1", address: { countryCode: "DE" }, cost: { amount: 40, currency: "EUR" }, carrier: "ups" });
    expect(SampleInput.safeParse(input).success).toBe(true);
  });

  it("a partly filled address is refused naming the missing field", () => {
    const v = emptySampleForm("m1");
    v.address.street = "Main 1";
    const r = SampleInput.safeParse(toSampleInput(v, "l1"));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toContain("address.city");
  });
});

import { describe, expect, it } from "vitest";
import { LeadUpdate } from "../../../../shared/schemas/lead";
import * as z from "../../../../shared/schemas/zod";
import { fromLead, parseDecimal, parseNumber, toLeadUpdate, type LeadFormValues } from "./leadFormValues";

const values = (over: Partial<LeadFormValues> = {}): LeadFormValues => ({
  type: "buy",
  description: "rPP black for crates",
  companyId: "c1",
  contactId: "",
  materialType: "pp",
  amount: "",
  frequency: "",
  targetPrice: { amount: "", currency: "EUR", frequency: "" },
  colors: [],
  conditions: [],
  materialSources: [],
  processingMethods: [],
  applications: "",
  viscosity: { type: "", min: "", max: "", temperature: "", weight: "" },
  viscosityDescription: "",
  ...over,
});

describe("lead form parsing", () => {
  it("amount and viscosity bounds: numbers; empty → null; other text stays for the schema to name", () => {
    expect(parseNumber("12,5")).toBe(12.5);
    expect(parseNumber(" 20 ")).toBe(20);
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("lots")).toBe("lots");
  });
  it("target price: a decimal; an invalid value becomes 0", () => {
    expect(parseDecimal("950.50")).toBe(950.5);
    expect(parseDecimal("950,5")).toBe(950.5);
    expect(parseDecimal("abc")).toBe(0);
  });
  it("maps the form to POST /leads fields that the shared schema accepts", () => {
    const out = toLeadUpdate(
      values({
        amount: "40",
        frequency: "month",
        contactId: "u1",
        targetPrice: { amount: "x", currency: "EUR", frequency: "month" },
        applications: "crates, , pallets",
        viscosity: { type: "meltFlowRate", min: "8", max: "", temperature: "230", weight: "2.16" },
      }),
    );
    expect(out).toMatchObject({
      amount: 40,
      frequency: "month",
      contactId: "u1",
      targetPrice: { amount: 0, currency: "EUR", frequency: "month" },
      applications: ["crates", "pallets"],
    });
    expect(out.viscosity).toEqual({ type: "meltFlowRate", min: 8, max: null, temperature: 230, weight: 2.16 });
    expect(z.safeParse(LeadUpdate, { ...out, id: "l1" }).success).toBe(true);
  });
  it("blank amount, target price and viscosity send null; a blank description is refused by the schema", () => {
    const out = toLeadUpdate(values({ description: "" }));
    expect(out).toMatchObject({ amount: null, targetPrice: null, viscosity: null, contactId: null });
    const r = z.safeParse(LeadUpdate, { ...out, id: "l1" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toContain("description");
  });
  it("round-trips a stored lead", () => {
    const lead = {
      id: "l1",
      type: "sell",
      description: "d",
      companyId: "c1",
      contactId: null,
      materialType: "abs",
      amount: 5,
      frequency: "year",
      targetPrice: { amount: 900, currency: "USD", frequency: null },
      colors: ["black"],
      conditions: [],
      materialSources: [],
      processingMethods: [],
      applications: ["crates"],
      viscosity: { type: "k", min: 60, max: null },
      viscosityDescription: null,
    } as never;
    const v = fromLead(lead);
    expect(v).toMatchObject({ amount: "5", frequency: "year", applications: "crates", targetPrice: { amount: "900", currency: "USD", frequency: "" } });
    expect(toLeadUpdate(v)).toMatchObject({ amount: 5, targetPrice: { amount: 900, currency: "USD" }, viscosity: { type: "k", min: 60, max: null } });
  });
});

import { describe, expect, it } from "vitest";
import { emptyLeadForm, toDecimal, toLeadInput } from "./formValues";

describe("lead form values", () => {
  it("parses amounts as numbers (blank → null) and the target price as a decimal (invalid → 0)", () => {
    const v = {
      ...emptyLeadForm(),
      type: "buy" as const,
      description: "x",
      companyId: "c1",
      amount: "12,5",
      targetPrice: { amount: "1.250,50", currency: "EUR" as const },
    };
    expect(toLeadInput(v)).toMatchObject({
      amount: 12.5,
      frequency: "month",
      targetPrice: { amount: 1250.5, currency: "EUR" },
      materialType: "abs",
      contactId: null,
    });
    expect(toLeadInput({ ...v, amount: "", targetPrice: { amount: "abc", currency: "EUR" } })).toMatchObject({
      amount: null,
      frequency: null,
      targetPrice: { amount: 0 },
    });
    expect(toLeadInput({ ...v, targetPrice: { amount: "", currency: "EUR" } }).targetPrice).toBeNull();
    expect(toDecimal("1,250.5")).toBe(1250.5);
    expect(toDecimal("7.5")).toBe(7.5);
  });
});

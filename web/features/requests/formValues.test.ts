import { describe, expect, it } from "vitest";
import { MaterialRequestInput, type MaterialRequestAnswer } from "../../../shared/schemas/material-request";
import { emptyRequestForm, fromRequest, toNumber, toRequestInput } from "./formValues";

describe("request form values", () => {
  it("an empty form fails the shared schema on the description only", () => {
    const r = MaterialRequestInput.safeParse(toRequestInput(emptyRequestForm(), false));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toEqual(["description"]);
  });

  it("sends an amount or a capacity, blank money as none, and the form's defaults", () => {
    const v = { ...emptyRequestForm(), description: "PP regrind", amount: "12,5", targetPrice: { amount: "", currency: "EUR" } };
    const parsed = MaterialRequestInput.parse(toRequestInput(v, false));
    expect(parsed).toMatchObject({ type: "buy", description: "PP regrind", amount: 12.5, capacity: null, targetPrice: null });
    const cap = MaterialRequestInput.parse(
      toRequestInput(
        { ...v, quantityMode: "capacity", capacity: { amount: "20", frequency: "month" }, targetPrice: { amount: "900", currency: "EUR" } },
        false,
      ),
    );
    expect(cap).toMatchObject({ amount: null, capacity: { amount: 20, frequency: "month" }, targetPrice: { amount: 900, currency: "EUR" } });
  });

  it("names the field of a bad number and of a zero amount", () => {
    const bad = MaterialRequestInput.safeParse(
      toRequestInput(
        { ...emptyRequestForm(), description: "x", amount: "abc", viscosity: { type: "meltFlowRate", min: "2", max: "", temperature: "230", weight: "2.16" } },
        false,
      ),
    );
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(["amount"]);
    const zero = MaterialRequestInput.safeParse(toRequestInput({ ...emptyRequestForm(), description: "x", amount: "0" }, false));
    expect(zero.error!.issues.map((i) => i.path.join("."))).toEqual(["amount"]);
  });

  it("keeps staff fields for staff only and upper-cases origins", () => {
    const v = { ...emptyRequestForm(), description: "x", companyId: "c1", contactId: "k1", origin: ["de", " fr "] };
    expect(toRequestInput(v, false)).not.toHaveProperty("companyId");
    expect(toRequestInput(v, true)).toMatchObject({ companyId: "c1", contactId: "k1", origin: ["DE", "FR"] });
  });

  it("round-trips a stored request", () => {
    const r = {
      type: "sell",
      description: "d",
      materialType: "pp",
      amount: null,
      capacity: { amount: 5, frequency: "spot" },
      targetPrice: { amount: 800, currency: "USD" },
      colors: ["black"],
      viscosity: { type: "meltFlowRate", min: 2, max: 8, temperature: 230, weight: 2.16 },
      companyId: "c",
      contactId: null,
    } as unknown as MaterialRequestAnswer;
    const v = fromRequest(r);
    expect(v).toMatchObject({
      type: "sell",
      quantityMode: "capacity",
      capacity: { amount: "5", frequency: "spot" },
      targetPrice: { amount: "800", currency: "USD" },
      colors: ["black"],
    });
    expect(toRequestInput(v, true)).toMatchObject({
      capacity: { amount: 5, frequency: "spot" },
      viscosity: { type: "meltFlowRate", min: 2, max: 8, temperature: 230, weight: 2.16 },
    });
    expect(toNumber(" ")).toBeNull();
  });

  it("sends a filler with its share, unfilled as an empty list, nothing said as null; and reads them back", () => {
    const base = { ...emptyRequestForm(), description: "x" };
    expect(MaterialRequestInput.parse(toRequestInput({ ...base, filler: "glassFibres", fillerShare: "30" }, false)).fillers).toEqual([
      { filler: "glassFibres", percentage: 30 },
    ]);
    expect(MaterialRequestInput.parse(toRequestInput({ ...base, filler: "unfilled" }, false)).fillers).toEqual([]);
    expect(MaterialRequestInput.parse(toRequestInput(base, false)).fillers).toBeNull();
    const bad = MaterialRequestInput.safeParse(toRequestInput({ ...base, filler: "talcum", fillerShare: "150" }, false));
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(["fillers.0.percentage"]);
    const stored = (fillers: unknown) => fromRequest({ type: "buy", description: "d", fillers, companyId: "c" } as unknown as MaterialRequestAnswer);
    expect(stored([{ filler: "glassFibres", percentage: 30 }])).toMatchObject({ filler: "glassFibres", fillerShare: "30" });
    expect(stored([])).toMatchObject({ filler: "unfilled", fillerShare: "" });
    expect(stored(undefined)).toMatchObject({ filler: "", fillerShare: "" });
  });
});

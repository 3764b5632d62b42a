import { describe, expect, it } from "vitest";
import type { Deal } from "../../../shared/schemas/deal";
import { fromDeal, lineTotal, parseNumber, totalOf, toUpdate } from "./formValues";

const deal = {
  id: "d1",
  transactionNumber: "TRX-2026-0001",
  leadId: null,
  buyerId: "b",
  sellerId: null,
  buyer: { id: "b", name: "B" },
  seller: null,
  eta: "2026-12-01",
  carrier: null,
  billOfLanding: "BL1",
  contractData: {
    materials: [{ description: "rPET", quantity: 12.5, price: 800 }],
    currency: "EUR",
    incoterm: null,
    paymentTerms: null,
    deliveryAddress: null,
  },
  createdDate: "",
  updatedDate: "",
  createdBy: "",
  updatedBy: "",
  version: 3,
} as Deal;

describe("deal form values", () => {
  it("round-trips a deal: texts for the inputs, the update body back (blank → null, numbers parsed)", () => {
    const v = fromDeal(deal);
    expect(v.contractData.materials[0]).toEqual({ description: "rPET", quantity: "12.5", price: "800" });
    expect(v.carrier).toBe("");
    expect(v.eta).toBe("01/12/2026");
    expect(toUpdate(v)).toMatchObject({
      buyerId: "b",
      sellerId: null,
      eta: "2026-12-01",
      billOfLanding: "BL1",
      contractData: { materials: [{ quantity: 12.5, price: 800 }] },
    });
  });

  it("reads the arrival date as dd/MM/yyyy; blank is none, what is no date goes as typed for the schema to refuse", () => {
    const v = fromDeal(deal);
    expect(toUpdate({ ...v, eta: "6/1/2027" }).eta).toBe("2027-01-06");
    expect(toUpdate({ ...v, eta: " " }).eta).toBeNull();
    expect(toUpdate({ ...v, eta: "31/02/2027" }).eta).toBe("31/02/2027");
    expect(toUpdate({ ...v, eta: "12/31/2026" }).eta).toBe("12/31/2026");
  });

  it("reads decimal commas and spaces; blank is not a number (the schema names the field)", () => {
    expect(parseNumber("1 234,5")).toBe(1234.5);
    expect(parseNumber("")).toBeNaN();
    expect(parseNumber("abc")).toBeNaN();
  });

  it("totals in cents as the PDF prints them", () => {
    const rows = [
      { description: "a", quantity: "0.1", price: "0.2" },
      { description: "b", quantity: "20", price: "800" },
      { description: "c", quantity: "x", price: "1" },
    ];
    expect(lineTotal(rows[0])).toBe(0.02);
    expect(totalOf(rows)).toBe(16000.02);
  });
});

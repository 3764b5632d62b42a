import { describe, expect, it, vi } from "vitest";
import type { BoothRow } from "../../../shared/schemas/booth";

const rows = vi.hoisted(() => ({ byQ: new Map<string, Partial<BoothRow>[]>(), asked: [] as string[] }));
vi.mock("./queries-search", () => ({
  searchBoothVisits: async (q: string) => (rows.asked.push(q), { items: rows.byQ.get(q) ?? [], cursor: null }),
}));
const { visitedBooth } = await import("./visited");

const visit = (over: Partial<BoothRow> & { email?: string }): Partial<BoothRow> => ({
  companyId: null,
  contactId: null,
  contactDetails: { personName: "X", email: over.email ?? "x@other.example", position: null, url: null },
  ...over,
});
const company = { id: "c1", name: "Polymer Werke" };
const contact = { id: "p1", email: "Anna@PW.example" };

describe("whether a contact or its company visited the booth", () => {
  it("is true for the contact's own e-mail, a visit linked to the company or to the contact", async () => {
    rows.byQ = new Map([["anna@pw.example", [visit({ email: "anna@pw.example" })]]]);
    expect(await visitedBooth(company, contact)).toBe(true);
    rows.byQ = new Map([["Polymer Werke", [visit({ companyId: "c1" })]]]);
    expect(await visitedBooth(company, contact)).toBe(true);
    rows.byQ = new Map([["Polymer Werke", [visit({ contactId: "p1" })]]]);
    expect(await visitedBooth(company, contact)).toBe(true);
  });

  it("is false when the search only finds someone else (a similar name, another company)", async () => {
    rows.byQ = new Map([
      ["anna@pw.example", [visit({ email: "anna@pw.example.org" })]],
      ["Polymer Werke", [visit({ companyId: "c2" })]],
    ]);
    expect(await visitedBooth(company, contact)).toBe(false);
    rows.byQ = new Map();
    expect(await visitedBooth(company, { id: "p1", email: null as never })).toBe(false);
    expect(rows.asked.at(-1)).toBe("Polymer Werke");
  });
});

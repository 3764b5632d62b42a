import { describe, expect, it } from "vitest";
import { emptySummary, guessMapping, importChunks, issueField, mergeSummary, toImportRow } from "./importMapping";

describe("CSV import column mapping", () => {
  it("guesses targets from common header spellings, each target once, unknown columns skipped", () => {
    expect(guessMapping(["Company Name", "Web", "VAT number", "Country", "First name", "Last name", "Contact e-mail", "Favourite colour", "Company"])).toEqual({
      "Company Name": "name",
      Web: "website",
      "VAT number": "registrationNumber",
      Country: "countryCode",
      "First name": "contactFirstName",
      "Last name": "contactLastName",
      "Contact e-mail": "contactEmail",
      "Favourite colour": "",
      Company: "",
    });
  });

  it("builds the company and its contact; lists split on ; and |; type and scope normalised; blanks left out", () => {
    const row = toImportRow(
      { n: " Polymer AG ", t: "Brand owner", s: "Seller", c: "de", a: "foodTrays; toys|crates", e: "", fn: "Ada", w: "" },
      { n: "name", t: "type", s: "scope", c: "countryCode", a: "applications", e: "email", fn: "contactFirstName", w: "" },
    );
    expect(row).toEqual({
      company: { name: "Polymer AG", type: "brandOwner", profiles: ["seller"], address: { countryCode: "de" }, applications: ["foodTrays", "toys", "crates"] },
      contacts: [{ firstName: "Ada" }],
    });
  });

  it("sends a nameless row with an empty name (the server names the field) and no contact when none is mapped", () => {
    expect(toImportRow({ x: "" }, { x: "name" })).toEqual({ company: { name: "" }, contacts: [] });
  });

  it("numbers rows as a spreadsheet does and splits them into chunks", () => {
    const records = Array.from({ length: 5 }, (_, i) => ({ name: `C${i}` }));
    const chunks = importChunks(records, { name: "name" }, 2);
    expect(chunks.map((c) => c.map((r) => r.row))).toEqual([[2, 3], [4, 5], [6]]);
  });

  it("merges chunk results in row order", () => {
    const a = { ...emptySummary(), imported: [{ row: 4, companyId: "b" }] };
    const refused = { ...emptySummary(), failed: [2, 3].map((row) => ({ row, issues: [{ path: "", message: "Something went wrong" }] })) };
    const b = mergeSummary(refused, { ...emptySummary(), imported: [{ row: 1, companyId: "a" }] });
    const all = mergeSummary(a, b);
    expect(all.imported.map((r) => r.row)).toEqual([1, 4]);
    expect(all.failed).toEqual([
      { row: 2, issues: [{ path: "", message: "Something went wrong" }] },
      { row: 3, issues: [{ path: "", message: "Something went wrong" }] },
    ]);
  });

  it("names the field of a row issue the way the mapping preview does", () => {
    expect(issueField("body.rows.3.data.company.email")).toBe("email");
    expect(issueField("company.address.countryCode")).toBe("address.countryCode");
    expect(issueField("contacts.0.email")).toBe("contact.email");
  });
});

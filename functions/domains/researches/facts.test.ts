import { describe, expect, it } from "vitest";
import type { CompanyRecord } from "../../../shared/schemas/company";
import { factsResult, organizationOf } from "./facts";

const company = (extra: object) => ({ id: "c1", name: "Acme", ...extra }) as unknown as CompanyRecord;

describe("research facts", () => {
  it("reads enrichment data defensively, whatever shape company.integrations has", () => {
    const org = { name: "Acme", short_description: "Crates" };
    expect(organizationOf(company({}))).toBeNull();
    expect(organizationOf(company({ integrations: "nonsense" }))).toBeNull();
    expect(organizationOf(company({ integrations: [{ provider: "apollo", payload: { organization: org } }] }))).toEqual(org);
    expect(organizationOf(company({ integrations: { apollo: { payload: { organization: org } } } }))).toEqual(org);
    expect(organizationOf(company({ integrations: [null, { payload: {} }] }))).toBeNull();
  });

  it("answers the company facts and search results before the evaluation exists", () => {
    const r = factsResult(
      {
        company: {
          id: "c1",
          name: "Acme",
          description: "d",
          website: "https://acme.example",
          countryCode: "DE",
          type: "converter",
          applications: ["Crates"],
          products: [],
          materials: ["pp"],
          certificates: [],
        },
        userNotes: null,
        materials: [],
        contacts: [],
        documents: [],
        searchResults: [{ title: "Home", url: "https://acme.example", snippet: "s", text: "long text" }],
      },
      "offline",
    );
    expect(r).toMatchObject({
      evaluation: null,
      content: [],
      searchSource: "offline",
      searchResults: [{ title: "Home", url: "https://acme.example", snippet: "s" }],
    });
    expect(r.searchResults[0]).not.toHaveProperty("text");
    expect(r.company!.materialsInterest).toEqual([{ type: "pp", reason: "In its buyer profile" }]);
  });
});

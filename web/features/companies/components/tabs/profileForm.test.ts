import { describe, expect, it } from "vitest";
import type { CompanyAnswer } from "../../../../../shared/schemas/company";
import { companyToValues, switchScope, valuesToInput } from "./profileForm";

const company = {
  id: "c1",
  name: "Acme",
  version: 3,
  profiles: ["seller"],
  sellerProfile: { certificates: ["iso9001"], materials: [] },
  buyerProfile: null,
  certificates: ["iso9001"],
  materials: ["pp", "hdpe"],
  capacity: { amount: 120, frequency: "year" },
  materialSources: ["postConsumer"],
  applications: ["pallets"],
  score: 4,
  verified: true,
  address: { city: "Turin", countryCode: "IT" },
  registrationNumber: "IT123",
} as unknown as CompanyAnswer;

describe("company profile form", () => {
  it("reads the older shape", () => {
    const v = companyToValues(company);
    expect(v).toMatchObject({ scope: "seller", materials: "pp, hdpe", capacityAmount: "120", city: "Turin", registrationNumber: "IT123", score: 4 });
  });
  it("switching to buyer clears the seller profile, in the form and in the write", () => {
    const v = switchScope(companyToValues(company), "buyer");
    expect(v).toMatchObject({ scope: "buyer", materials: "", capacityAmount: "", certificates: [], materialSources: [] });
    const input = valuesToInput(v, { isAdmin: true, version: 3 });
    expect(input).toMatchObject({ profiles: ["buyer"], sellerProfile: null, capacity: null, certificates: [] });
    expect(input.buyerProfile).toEqual({ potential: "unknown" });
    expect(valuesToInput(v, { isAdmin: false, version: 3 })).not.toHaveProperty("buyerProfile");
  });
  it("staff set a buyer's potential and keep the rest of the buyer profile as stored", () => {
    const buyerProfile: CompanyAnswer["buyerProfile"] = { potential: "low", applications: [], products: ["crates"], materials: ["pp"] };
    const v = { ...companyToValues({ ...company, sellerProfile: null, buyerProfile, profiles: ["buyer"] } as unknown as CompanyAnswer), potential: "high" };
    expect(valuesToInput(v, { isAdmin: true, version: 3, buyerProfile }).buyerProfile).toEqual({ ...buyerProfile!, potential: "high" });
    expect(companyToValues(company).logo).toBe("");
  });
  it("switching to seller clears the buyer's lists", () => {
    const v = switchScope({ ...companyToValues(company), scope: "buyer", applications: ["pallets"] }, "seller");
    expect(valuesToInput(v, { isAdmin: false, version: 1 })).toMatchObject({ profiles: ["seller"], buyerProfile: null, applications: [] });
  });
  it("sends score and verified only for super admins; 0 stars is no score", () => {
    const v = { ...companyToValues(company), score: 0 };
    expect(valuesToInput(v, { isAdmin: true, version: 3 })).toMatchObject({ score: null, verified: true, version: 3 });
    const own = valuesToInput(v, { isAdmin: false, version: 3 });
    expect(own).not.toHaveProperty("score");
    expect(own).not.toHaveProperty("verified");
  });
  it("parses the capacity in t/year and de-duplicates lists", () => {
    const v = { ...companyToValues(company), capacityAmount: "12,5", materials: "pp, pp , abs" };
    expect(valuesToInput(v, { isAdmin: false, version: 3 })).toMatchObject({ capacity: { amount: 12.5, frequency: "year" }, materials: ["pp", "abs"] });
  });
});

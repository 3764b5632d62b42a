import { describe, expect, it } from "vitest";
import { CompanyInput } from "../../../shared/schemas/company";
import { duplicateQuery, EMPTY_NEW_COMPANY, toCompanyInput } from "./newCompanyValues";

describe("new company form → create body", () => {
  it("sends blanks as null (a blank e-mail is null) and the scope as profiles", () => {
    const body = toCompanyInput({
      ...EMPTY_NEW_COMPANY,
      name: "Polymer AG",
      scope: "seller",
      score: "4",
      email: "  ",
      address: { ...EMPTY_NEW_COMPANY.address, countryCode: "de" },
    });
    expect(body).toMatchObject({ name: "Polymer AG", profiles: ["seller"], score: 4, email: null, type: null, website: null });
    const parsed = CompanyInput.parse(body);
    expect(parsed.email).toBeNull();
    expect(parsed.address?.countryCode).toBe("DE");
  });

  it("is refused by the shared schema without a name or with a bad e-mail", () => {
    expect(CompanyInput.safeParse(toCompanyInput({ ...EMPTY_NEW_COMPANY, name: " " })).success).toBe(false);
    expect(CompanyInput.safeParse(toCompanyInput({ ...EMPTY_NEW_COMPANY, name: "A", email: "nope" })).success).toBe(false);
  });
});

describe("possible-duplicate check", () => {
  it("asks only about filled keys, names from 3 characters", () => {
    expect(duplicateQuery({ name: "ab", website: "", registrationNumber: "" })).toBeNull();
    expect(duplicateQuery({ name: " Polymer ", website: "", registrationNumber: "DE123456" })).toEqual({ name: "Polymer", registrationNumber: "DE123456" });
  });
});

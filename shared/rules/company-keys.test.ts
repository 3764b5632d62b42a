import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyKeys, normaliseCompanyName, normaliseVat, websiteDomain } from "./company-keys";

describe("company duplicate keys", () => {
  it("names: case, punctuation and legal suffixes do not matter", () => {
    const n = normaliseCompanyName("Acme Plastics GmbH");
    for (const v of ["ACME plastics", "Acme Plastics, Ltd.", "Acme-Plastics S.A.", "acme plastics sp. z o.o.", "Acme Plastics GmbH & Co. KG"])
      expect(normaliseCompanyName(v)).toBe(n);
    expect(normaliseCompanyName("Plastikó Sp. z o.o.")).toBe("plastiko");
  });

  it("websites: no scheme, www., port or path", () => {
    for (const v of ["https://www.acme.de/about", "http://acme.de", "acme.de:8080/x?y", "WWW.ACME.DE."]) expect(websiteDomain(v)).toBe("acme.de");
    expect(websiteDomain("localhost")).toBeNull();
  });

  it("VAT numbers: no spaces or dots, upper-case", () => {
    expect(normaliseVat("de 123.456.789")).toBe("DE123456789");
    expect(normaliseVat(" . ")).toBeNull();
  });

  it("keys are stable under case and surrounding punctuation (fast-check)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/), (name) => {
        expect(companyKeys({ name: `${name.toUpperCase()}.` })).toEqual(companyKeys({ name: ` ${name.toLowerCase()} ` }));
      }),
    );
  });
});

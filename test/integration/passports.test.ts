import { beforeAll, describe, expect, inject, it } from "vitest";
import { api, login } from "../fixtures/api";
import { newMaterial, newTenant, tag } from "../fixtures/factories";

beforeAll(() => {
  Object.assign(process.env, inject("stackEnv"));
});

/** Every passport fact stated, next to what the catalogue hides (internal name, lot number, price, seller). */
const material = {
  type: "pp",
  description: "Post-consumer PP copolymer from household packaging.",
  packagingTypes: ["bigBags#bigBags"],
  color: "black",
  condition: "granules",
  recycledContent: 90,
  recycledContentPostConsumer: 70,
  recycledContentPostIndustrial: 20,
  viscosity: { type: "meltFlowRate", min: 8, max: 12, temperature: 230, weight: 2.16, standard: "dinEnIso1133" },
  chainOfCustody: "massBalance",
  recyclingMethod: "mechanical",
  source: "postConsumer",
  fillers: [],
  lotNumber: "LOT-SECRET-7",
  internalName: "SECRET-INTERNAL-42",
  certificateOfAnalysis: true,
  ashContent: 1.5,
  residualMoistureContent: 0.1,
  density: 0.92,
  tensileModulus: 1200,
  origins: ["Household packaging, Germany"],
  washingProcess: "hotWash",
  countryOfOrigin: "DE",
  certificates: ["grs", "recyClass"],
  pricePerTon: { amount: 987654, currency: "EUR" },
};

describe("product passports", () => {
  it("a listed material's passport carries every fact, with its JSON-LD Product, and nothing the catalogue hides", async () => {
    const admin = await login("admin@example.com");
    const seller = await newTenant({ companyName: `Passport Seller ${tag()} GmbH` });
    const name = `Passport PP ${tag()}`;
    const id = await newMaterial(admin.accessToken, { ...material, name, companyId: seller.companyId });
    expect((await api("GET", `/public-materials/${id}/passport`)).status).toBe(404);
    // The company registers its GRS certificate (valid today), not its RecyClass one.
    const today = new Date().toISOString().slice(0, 10);
    const until = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const registered = await api("POST", `/companies/${seller.companyId}/certificates/grs-${tag()}`, {
      token: seller.accessToken,
      body: { type: "grs", number: `GRS-${tag()}`, issuer: "Textile Exchange", validFrom: "2025-01-01", validUntil: until },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
    const listed = await api("POST", `/materials/${id}`, { token: admin.accessToken, body: { isPublic: true } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);

    const r = await api("GET", `/public-materials/${id}/passport`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { passport: p, jsonLd } = r.body;
    expect(p).toMatchObject({
      id,
      name,
      type: "pp",
      description: material.description,
      dataQuality: { level: 2 },
      recycledContent: { total: 90, postConsumer: 70, postIndustrial: 20 },
      chainOfCustody: {
        source: "postConsumer",
        model: "massBalance",
        recyclingMethod: "mechanical",
        washingProcess: "hotWash",
        origins: ["Household packaging, Germany"],
      },
      countryOfOrigin: { code: "DE", name: "Germany" },
      certificates: [
        { name: "grs", status: "verified", validUntil: until },
        { name: "recyClass", status: "unverified" },
      ],
      updatedDate: listed.body.updatedDate,
    });
    expect(p.url).toMatch(new RegExp(`^https?://[^/]+/passport/${id}$`));
    expect(p.updated).toBe(listed.body.updatedDate.slice(0, 10).split("-").reverse().join("/"));
    // the level rests on every field of levels 1 and 2
    expect(p.dataQuality.basis).toEqual(expect.arrayContaining(["recycledContent", "viscosity", "chainOfCustody", "density"]));
    expect(p.dataQuality.basis).not.toContain("bulkDensity");
    // melt flow with its test load and temperature, and the single figures with their units
    expect(p.properties).toEqual(
      expect.arrayContaining([
        { field: "viscosity", kind: "meltFlowRate", value: 8, max: 12, unit: "g/10min", temperatureC: 230, loadKg: 2.16, standard: "dinEnIso1133" },
        { field: "density", value: 0.92, unit: "g/cm³" },
        { field: "tensileModulus", value: 1200, unit: "MPa" },
      ]),
    );

    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": p.url,
      identifier: id,
      name,
      countryOfOrigin: { "@type": "Country", name: "Germany", identifier: "DE" },
      hasCertification: [
        { "@type": "Certification", name: "GRS", certificationStatus: "verified", expires: until },
        { "@type": "Certification", name: "RecyClass", certificationStatus: "unverified" },
      ],
    });
    expect(jsonLd.additionalProperty).toEqual(
      expect.arrayContaining([
        { "@type": "PropertyValue", propertyID: "recycledContentPostConsumer", name: "Recycled content, post-consumer", value: 70, unitText: "%" },
        { "@type": "PropertyValue", propertyID: "density", name: "Density", value: 0.92, unitText: "g/cm³" },
        { "@type": "PropertyValue", propertyID: "source", name: "Source", value: "Post-consumer" },
        expect.objectContaining({ "@type": "PropertyValue", propertyID: "viscosity", minValue: 8, maxValue: 12, unitText: "g/10min" }),
      ]),
    );

    // nothing the catalogue hides: the seller, its company id, the price, the lot number, the internal name, the authors
    const text = JSON.stringify(r.body);
    for (const hidden of [seller.companyId, seller.companyName, "SECRET-INTERNAL-42", "LOT-SECRET-7", "987654", admin.userId, "pricePerTon", 'lotNumber":'])
      expect(text).not.toContain(hidden);
    for (const field of ["companyId", "company", "pricePerTon", "lotNumber", "internalName", "createdBy", "updatedBy", "version", "incoterms"])
      expect(p).not.toHaveProperty(field);
  });

  it("an unlisted, another company's, deleted or unknown material has no passport (404 alike)", async () => {
    const admin = await login("admin@example.com");
    const owner = await newTenant();
    const own = await newMaterial(owner.accessToken, { name: `Private PP ${tag()}` });
    expect((await api("GET", `/public-materials/${own}/passport`)).status).toBe(404);
    // signed in as another company changes nothing
    const other = await newTenant();
    expect((await api("GET", `/public-materials/${own}/passport`, { token: other.accessToken })).status).toBe(404);

    const gone = await newMaterial(admin.accessToken, { ...material, name: `Gone PP ${tag()}`, companyId: owner.companyId });
    expect((await api("POST", `/materials/${gone}`, { token: admin.accessToken, body: { isPublic: true } })).status).toBe(200);
    expect((await api("GET", `/public-materials/${gone}/passport`)).status).toBe(200);
    expect((await api("DELETE", `/materials/${gone}`, { token: admin.accessToken })).status).toBeLessThan(300);
    expect((await api("GET", `/public-materials/${gone}/passport`)).status).toBe(404);

    expect((await api("GET", "/public-materials/no-such-material/passport")).status).toBe(404);
  });
});

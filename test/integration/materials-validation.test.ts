import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialFieldNames } from "../../shared/schemas/material";
import { api, login } from "../fixtures/api";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** A company no other test writes materials for, so "nothing was written" can be counted exactly. */
const QUIET_CO = SEEDED_COMPANY.autoteile;

const valid = {
  name: "Validation PP",
  internalName: "VAL-PP",
  type: "pp",
  packagingTypes: ["bigBags#1000 kg", "other#drums"],
  color: "black",
  condition: "granules",
  recycledContent: 90,
  viscosity: { type: "meltFlowRate", min: 8, max: 12, temperature: 230, weight: 2.16 },
  countryOfOrigin: "DE",
  capacity: { amount: 100, frequency: "month" },
};

/** Values each field must refuse (beyond the generic wrong-type values below). */
const bad: Record<string, unknown[]> = {
  name: ["", "   ", null, "x".repeat(201)],
  internalName: ["x".repeat(201)],
  type: ["wood", "PP"],
  packagingTypes: ["bigBags", ["crates"], ["other"], ["other#  "], [5]],
  color: ["pink", "other", "other#"],
  condition: ["melted", "other#"],
  recycledContent: [0, -1, 101, "abc", "100.5"],
  chainOfCustody: ["blockchain", "other"],
  recyclingMethod: ["magic"],
  source: ["ocean"],
  fillers: [
    [{ filler: "sand", percentage: 5 }],
    [{ filler: "talcum", percentage: 0 }],
    [{ filler: "talcum", percentage: 150 }],
    [{ filler: "other", percentage: 5 }],
  ],
  lotNumber: ["x".repeat(101)],
  mainPlasticTypeContent: [0, 100.1],
  certificateOfAnalysisConfidence: [-5, 200],
  modifyingAdditives: [["glue"], ["other#"]],
  origins: [[""], [5]],
  applications: [["  "]],
  conversionTechnology: [["welding"]],
  viscosity: [
    { type: "x" },
    { min: 5 },
    { type: "meltFlowRate", min: -1 },
    { type: "intrinsicViscosity", temperature: 230 },
    { type: "k", weight: 5 },
    { type: "meltFlowRate", solvent: "m-cresol" },
    { type: "viscosityNumber", solvent: "water" },
    { type: "k", standard: "astmD1238" },
    { type: "meltFlowRate", standard: "nope" },
    { type: "meltFlowRate", temperature: 230.5 },
    { type: "meltFlowRate", weight: 0 },
    { type: "meltFlowRate", min: "20", max: "10" },
  ],
  ashContent: [-1, 101],
  residualMoistureContent: [-0.1, 100.5],
  density: [0, 6, "heavy"],
  bulkDensity: [-1],
  particleSizeDistribution: [
    { percentage: 0, value: "2 mm" },
    { percentage: 50, value: "" },
  ],
  strain: [{ type: "atMax", value: 1 }, { type: "atBreak", value: -1 }, { value: 3 }, { type: "atBreak" }],
  yieldStrength: [-1],
  tensileStrength: ["strong"],
  tensileModulus: [-1],
  materialIdentification: [0, 101],
  hardness: [{ type: "shoreC", value: 50 }, { type: "shoreA", value: 101 }, { type: "shoreA" }],
  colourByColorimetry: [{ l: 101 }, { h: 361 }, { c: -1 }],
  flexuralStrength: [-1],
  flexuralModulus: [-1],
  impactResistance: [-1],
  punctureTest: [-1],
  flammability: ["V-3", "v-0"],
  volatileOrganicContent: [-1],
  odour: ["x".repeat(501)],
  heatDeflectionTemperature: [600, -200],
  meltFiltrationMeshSize: [-1],
  washingProcess: ["dryWash"],
  recyclingProcessDetails: [["melting"], ["other"]],
  colorantDetails: ["x".repeat(1001)],
  nonTargetMaterials: [[{ substance: "" }], [{}], [{ substance: "PVC", note: 5 }]],
  processingMethods: [["3dPrinting"]],
  intendedMarkets: [["space"], ["other"]],
  co2Equivalents: [-1],
  batchSize: [-1],
  capacity: [
    { amount: -1, frequency: "month" },
    { amount: 1, frequency: "week" },
  ],
  pricePerTon: [{ amount: -1 }, { amount: 5, currency: "BTC" }, { currency: "EUR" }],
  countryOfOrigin: ["DEU", "D", "1A", "d e"],
  certificates: [["iso9001"]],
  incoterms: [[{ type: "XYZ" }], [{ type: "EXW", price: { amount: -1 } }]],
  images: [
    [{ id: "x", size: 1, contentType: "image/png", name: "a.png" }],
    [{ id: "abcdefgh-1", size: 1, contentType: "image/gif", name: "a.gif" }],
    [{ id: "abcdefgh-1", size: -1, contentType: "image/png", name: "a.png" }],
  ],
  documents: [
    [{ id: "abcdefgh-1", size: 1, contentType: "image/png", name: "a.png" }],
    [{ id: "abcdefgh-1", size: 1, contentType: "application/pdf", name: "" }],
  ],
};

/** A wrong JSON type for every field: booleans where not boolean, text where boolean; arrays and objects swapped. */
const wrongTypes = (field: string): unknown[] =>
  field === "isPublic" || field === "certificateOfAnalysis"
    ? ["yes", 1, {}]
    : [
        true,
        { nested: { deep: 1 } },
        ...(field === "capacity" ||
        field === "pricePerTon" ||
        field.endsWith("Distribution") ||
        ["viscosity", "strain", "hardness", "colourByColorimetry"].includes(field)
          ? [[1], "text"]
          : [[1]]),
      ];

const cases: [string, unknown][] = [];
for (const field of materialFieldNames()) for (const v of [...wrongTypes(field), ...(bad[field] ?? [])]) cases.push([field, v]);
/** Fields where {nested} is accepted by design (all parts optional): skip that one value. */
const acceptsEmptyObject = new Set(["capacity", "colourByColorimetry"]);

let admin: { accessToken: string };
let target: { id: string; version: number };
const count = async () => {
  let n = 0;
  let cursor: string | null = null;
  do {
    const r: { body: { items: unknown[]; cursor: string | null } } = await api(
      "GET",
      `/companies/${QUIET_CO}/materials?limit=200${cursor ? `&cursor=${cursor}` : ""}`,
      { token: admin.accessToken },
    );
    n += r.body.items.length;
    cursor = r.body.cursor;
  } while (cursor);
  return n;
};
let before = 0;

beforeAll(async () => {
  admin = await login("admin@example.com");
  before = await count();
  const r = await api("PUT", "/materials", { token: admin.accessToken, body: { ...valid, companyId: QUIET_CO } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  target = r.body;
  before += 1;
});

describe("every field refuses bad values with 400 naming it, writing nothing", () => {
  it("covers every material field", () => {
    expect(new Set(cases.map(([f]) => f)).size).toBe(materialFieldNames().length);
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases.filter(([f, v]) => !(acceptsEmptyObject.has(f) && typeof v === "object" && v && !Array.isArray(v))))("%s = %j", async (field, value) => {
    const create = await api("PUT", "/materials", { token: admin.accessToken, body: { ...valid, companyId: QUIET_CO, [field]: value } });
    expect(create.status, JSON.stringify(create.body)).toBe(400);
    expect(create.body.message).toBe("Validation failed");
    expect(create.body.issues.length).toBeGreaterThan(0);
    for (const issue of create.body.issues) expect(issue.path === `body.${field}` || issue.path.startsWith(`body.${field}.`), issue.path).toBe(true);

    if (field === "name" && value === null) return; // null clears optional fields on update; name is not optional on create only
    const update = await api("POST", `/materials/${target.id}`, { token: admin.accessToken, body: { [field]: value, version: target.version } });
    expect(update.status, JSON.stringify(update.body)).toBe(400);
    expect(update.body.issues[0].path.startsWith(`body.${field}`)).toBe(true);
  });

  it("names every bad field of one payload at once", async () => {
    const r = await api("PUT", "/materials", {
      token: admin.accessToken,
      body: { ...valid, companyId: QUIET_CO, name: "", recycledContent: 0, countryOfOrigin: "DEU", color: "other", viscosity: { type: "k", temperature: 200 } },
    });
    expect(r.status).toBe(400);
    expect(r.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "body.color",
      "body.countryOfOrigin",
      "body.name",
      "body.recycledContent",
      "body.viscosity.temperature",
    ]);
  });

  it("refuses a body that is not JSON or not an object", async () => {
    expect((await api("PUT", "/materials", { token: admin.accessToken, body: "{nope" })).status).toBe(400);
    expect((await api("PUT", "/materials", { token: admin.accessToken, body: "[1,2]" })).status).toBe(400);
    expect((await api("PUT", "/materials", { token: admin.accessToken, body: "null" })).status).toBe(400);
    expect((await api("PUT", "/materials", { token: admin.accessToken, body: JSON.stringify(valid), headers: { "content-type": "text/plain" } })).status).toBe(
      415,
    );
  });

  it("the good payload itself is accepted with normalised values", async () => {
    const r = await api("POST", `/materials/${target.id}`, {
      token: admin.accessToken,
      body: { countryOfOrigin: "pl", recycledContent: "85", viscosity: { type: "meltFlowRate", min: "0", max: ".5" } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ countryOfOrigin: "PL", recycledContent: 85, viscosity: { type: "meltFlowRate", min: "0", max: ".5" } });
    target = r.body;
  });
});

afterAll(async () => {
  expect(await count()).toBe(before);
  const stored = await api("GET", `/materials/${target.id}`, { token: admin.accessToken });
  expect(stored.body.version).toBe(target.version);
  expect(stored.body.name).toBe("Validation PP");
});

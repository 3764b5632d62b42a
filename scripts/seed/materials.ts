import { createdBy } from "../../functions/db/audit";
import { newMaterialItem } from "../../functions/domains/materials";
import { db } from "../../functions/db/service";
import type { MaterialInput, MaterialType } from "../../shared/schemas/material";
import { SEEDED_COMPANY } from "./demo-companies";

/** Local demo catalogue only (never deployed): ≥ 30 realistic recyclates across the seller-side demo companies. */
const SEEDER = "seed";
export const CO = {
  demo: SEEDED_COMPANY.demoRecycling,
  it: SEEDED_COMPANY.polimeri,
  es: SEEDED_COMPANY.reciclados,
  pl: SEEDED_COMPANY.granulaty,
  fr: SEEDED_COMPANY.plastiques,
  se: SEEDED_COMPANY.nordicRegrind,
  at: SEEDED_COMPANY.alpine,
};
const COUNTRY: Record<string, string> = { demo: "DE", it: "IT", es: "ES", pl: "PL", fr: "FR", se: "SE", at: "AT" };

type V = NonNullable<MaterialInput["viscosity"]>;
const mfr = (t: number, w: number, min: number | string, max?: number): V => ({
  type: "meltFlowRate",
  min,
  max,
  temperature: t,
  weight: w,
  standard: "dinEnIso1133",
});
const mvr = (t: number, w: number, min: number, max?: number): V => ({ type: "meltVolumeRate", min, max, temperature: t, weight: w, standard: "dinEnIso1133" });
const iv = (min: number, max: number): V => ({ type: "intrinsicViscosity", min, max, standard: "astmD4603", solvent: "phenol-dichlorobenzene-60-40" });
const vn = (min: number, max: number, solvent: string): V => ({ type: "viscosityNumber", min, max, standard: "dinEnIso307", solvent });
const kv = (min: number, max: number): V => ({ type: "k", min, max, standard: "dinEnIso16282", solvent: "cyclohexanone" });

/** Typical properties per polymer: density g/cm³, tensile strength MPa, modulus MPa, strain at break %. */
const props: Partial<Record<MaterialType, [number, number, number, number]>> = {
  pp: [0.905, 28, 1300, 150],
  hdpe: [0.955, 24, 1000, 400],
  ldpe: [0.922, 11, 220, 500],
  lldpe: [0.92, 14, 280, 600],
  pet: [1.38, 55, 2800, 50],
  pa6: [1.14, 70, 2600, 60],
  pa66: [1.14, 78, 2900, 40],
  abs: [1.05, 40, 2200, 20],
  pc: [1.2, 62, 2300, 100],
  ps: [1.05, 25, 1800, 30],
  pvc: [1.4, 45, 2800, 30],
  pmma: [1.19, 65, 3000, 5],
  pbt: [1.31, 50, 2500, 30],
  tpe: [0.95, 8, 40, 600],
  pom: [1.41, 60, 2700, 30],
  "pc/abs": [1.15, 50, 2300, 60],
  "pp-epdm": [0.92, 18, 900, 200],
  "pp/pe": [0.93, 20, 900, 150],
};

interface Seed {
  co: keyof typeof CO;
  level: 0 | 1 | 2 | 3 | 4;
  name: string;
  type: MaterialType;
  condition?: string;
  color: string;
  source: "postConsumer" | "postIndustrial" | "preConsumer";
  viscosity?: V;
  price: number;
  capacity?: { amount: number; frequency?: "month" | "year" | "spot" } | null;
  certificates?: MaterialInput["certificates"];
  fillers?: { filler: string; percentage: number }[];
  extra?: Partial<MaterialInput>;
  isPublic?: boolean;
  warehouseKg?: number;
  noCountry?: boolean;
}

export const seeds: Seed[] = [
  // Demo Recycling GmbH (seller@example.com): 12
  {
    co: "demo",
    level: 4,
    name: "rPP homopolymer black regrind",
    type: "pp",
    condition: "regrind",
    color: "black",
    source: "postConsumer",
    viscosity: mfr(230, 2.16, 10, 14),
    price: 780,
    capacity: { amount: 300, frequency: "month" },
    certificates: ["euCertPlast", "recyClass"],
    isPublic: true,
    warehouseKg: 24000,
  },
  {
    co: "demo",
    level: 3,
    name: "rPP copolymer natural granules",
    type: "pp",
    condition: "granules",
    color: "natural",
    source: "postIndustrial",
    viscosity: mfr(230, 2.16, 18, 25),
    price: 1150,
    capacity: { amount: 120, frequency: "month" },
    certificates: ["euCertPlast"],
    isPublic: true,
  },
  {
    co: "demo",
    level: 4,
    name: "rHDPE blow moulding granules natural (milk bottles)",
    type: "hdpe",
    condition: "granules",
    color: "natural",
    source: "postConsumer",
    viscosity: mfr(190, 2.16, 0.3, 0.6),
    price: 1380,
    capacity: { amount: 200, frequency: "month" },
    certificates: ["euCertPlast", "recyClass", "dinSpec91446"],
    isPublic: true,
    warehouseKg: 15000,
  },
  {
    co: "demo",
    level: 2,
    name: "rHDPE injection grade mixed colours",
    type: "hdpe",
    condition: "granules",
    color: "mixed",
    source: "postConsumer",
    viscosity: mfr(190, 2.16, 6, 8),
    price: 720,
    capacity: { amount: 150, frequency: "month" },
  },
  {
    co: "demo",
    level: 2,
    name: "rLDPE film regrind transparent",
    type: "ldpe",
    condition: "regrind",
    color: "transparent",
    source: "postIndustrial",
    viscosity: mfr(190, 2.16, 0.8, 1.2),
    price: 650,
    capacity: { amount: 80, frequency: "month" },
    isPublic: true,
  },
  {
    co: "demo",
    level: 1,
    name: "rLLDPE stretch film agglomerate",
    type: "lldpe",
    condition: "agglomerate",
    color: "natural",
    source: "postIndustrial",
    viscosity: mfr(190, 2.16, 0.8, 1.2),
    price: 590,
    capacity: { amount: 60, frequency: "month" },
  },
  {
    co: "demo",
    level: 1,
    name: "PP/PE mixed regrind gray",
    type: "pp/pe",
    condition: "regrind",
    color: "gray",
    source: "postConsumer",
    viscosity: mfr(230, 2.16, "approx. 5"),
    price: 310,
    capacity: { amount: 400, frequency: "month" },
    noCountry: true,
  },
  {
    co: "demo",
    level: 3,
    name: "rHDPE pipe grade black granules",
    type: "hdpe",
    condition: "granules",
    color: "black",
    source: "postConsumer",
    viscosity: mfr(190, 5, 0.2, 0.4),
    price: 890,
    capacity: { amount: 1200, frequency: "year" },
    certificates: ["euCertPlast"],
    warehouseKg: 8000,
  },
  {
    co: "demo",
    level: 4,
    name: "rPET bottle flakes clear",
    type: "pet",
    condition: "regrind",
    color: "transparent",
    source: "postConsumer",
    viscosity: iv(0.72, 0.78),
    price: 980,
    capacity: { amount: 500, frequency: "month" },
    certificates: ["efsa", "euCertPlast", "fda"],
    isPublic: true,
    warehouseKg: 42000,
  },
  {
    co: "demo",
    level: 2,
    name: "rPS HIPS black granules",
    type: "ps",
    condition: "granules",
    color: "black",
    source: "postIndustrial",
    viscosity: mfr(200, 5, 3, 6),
    price: 860,
    capacity: { amount: 40, frequency: "month" },
  },
  {
    co: "demo",
    level: 1,
    name: "rABS WEEE regrind mixed",
    type: "abs",
    condition: "regrind",
    color: "mixed",
    source: "postConsumer",
    viscosity: mfr(220, 10, 15, 25),
    price: 540,
    capacity: { amount: 5000, frequency: "year" },
  },
  {
    co: "demo",
    level: 3,
    name: "rPP talc filled 20 % black",
    type: "pp",
    condition: "granules",
    color: "black",
    source: "postIndustrial",
    viscosity: mfr(230, 2.16, 8, 12),
    price: 930,
    capacity: { amount: 90, frequency: "month" },
    fillers: [{ filler: "talcum", percentage: 20 }],
  },
  // Polimeri Riciclati (IT)
  {
    co: "it",
    level: 3,
    name: "rPA6 GF30 black granules",
    type: "pa6",
    condition: "granules",
    color: "black",
    source: "postIndustrial",
    viscosity: vn(140, 160, "sulphuricAcid"),
    price: 2150,
    capacity: { amount: 60, frequency: "month" },
    fillers: [{ filler: "glassFibres", percentage: 30 }],
    certificates: ["grs"],
    isPublic: true,
    warehouseKg: 5000,
  },
  {
    co: "it",
    level: 2,
    name: "rPA66 natural regrind",
    type: "pa66",
    condition: "regrind",
    color: "natural",
    source: "postIndustrial",
    viscosity: vn(125, 145, "formicAcid"),
    price: 1900,
    capacity: { amount: 25, frequency: "month" },
  },
  {
    co: "it",
    level: 2,
    name: "rPC transparent regrind",
    type: "pc",
    condition: "regrind",
    color: "transparent",
    source: "postIndustrial",
    viscosity: mvr(300, 1.2, 8, 12),
    price: 1750,
    capacity: { amount: 30, frequency: "month" },
    isPublic: true,
  },
  {
    co: "it",
    level: 1,
    name: "rPMMA clear regrind",
    type: "pmma",
    condition: "regrind",
    color: "transparent",
    source: "postIndustrial",
    viscosity: mvr(230, 3.8, 1.5, 3),
    price: 1600,
    capacity: { amount: 10, frequency: "month" },
  },
  {
    co: "it",
    level: 1,
    name: "rPBT black granules",
    type: "pbt",
    condition: "granules",
    color: "black",
    source: "postIndustrial",
    viscosity: iv(0.85, 1.0),
    price: 1700,
    capacity: { amount: 20 },
  },
  // Reciclados Ibéricos (ES)
  {
    co: "es",
    level: 2,
    name: "rLDPE agricultural film agglomerate black",
    type: "ldpe",
    condition: "agglomerate",
    color: "black",
    source: "postConsumer",
    viscosity: mfr(190, 2.16, 0.5, 1.5),
    price: 480,
    capacity: { amount: 250, frequency: "month" },
    certificates: ["euCertPlast"],
  },
  {
    co: "es",
    level: 1,
    name: "rHDPE crate regrind mixed",
    type: "hdpe",
    condition: "regrind",
    color: "mixed",
    source: "postConsumer",
    viscosity: mfr(190, 2.16, 4, 7),
    price: 560,
    capacity: { amount: 100, frequency: "month" },
  },
  {
    co: "es",
    level: 2,
    name: "rPET tray flakes transparent",
    type: "pet",
    condition: "regrind",
    color: "transparent",
    source: "postConsumer",
    viscosity: iv(0.68, 0.72),
    price: 720,
    capacity: { amount: 180, frequency: "month" },
    isPublic: true,
  },
  {
    co: "es",
    level: 0,
    name: "rPP big bag regrind white",
    type: "pp",
    color: "white",
    source: "postConsumer",
    price: 500,
    capacity: { amount: 70, frequency: "spot" },
  },
  // Granulaty Polska (PL)
  {
    co: "pl",
    level: 2,
    name: "rPVC rigid window profile regrind gray",
    type: "pvc",
    condition: "regrind",
    color: "gray",
    source: "postConsumer",
    viscosity: kv(65, 68),
    price: 690,
    capacity: { amount: 150, frequency: "month" },
    certificates: ["recyClass"],
    isPublic: true,
  },
  {
    co: "pl",
    level: 1,
    name: "rPVC flexible cable granules black",
    type: "pvc",
    condition: "granules",
    color: "black",
    source: "postIndustrial",
    viscosity: kv(68, 72),
    price: 620,
    capacity: { amount: 45, frequency: "month" },
  },
  {
    co: "pl",
    level: 3,
    name: "rLLDPE natural granules",
    type: "lldpe",
    condition: "granules",
    color: "natural",
    source: "postIndustrial",
    viscosity: mfr(190, 2.16, 0.9, 1.1),
    price: 1050,
    capacity: { amount: 80, frequency: "month" },
    certificates: ["euCertPlast"],
  },
  {
    co: "pl",
    level: 4,
    name: "rHDPE post-consumer black granules",
    type: "hdpe",
    condition: "granules",
    color: "black",
    source: "postConsumer",
    viscosity: mfr(190, 5, 1.2, 1.6),
    price: 840,
    capacity: { amount: 220, frequency: "month" },
    certificates: ["euCertPlast", "en18065"],
    warehouseKg: 12000,
  },
  // Plastiques Circulaires (FR)
  {
    co: "fr",
    level: 2,
    name: "rPP-EPDM bumper regrind mixed",
    type: "pp-epdm",
    condition: "regrind",
    color: "mixed",
    source: "postConsumer",
    viscosity: mfr(230, 2.16, 12, 20),
    price: 680,
    capacity: { amount: 90, frequency: "month" },
  },
  {
    co: "fr",
    level: 1,
    name: "rPS yoghurt cup regrind white",
    type: "ps",
    condition: "regrind",
    color: "white",
    source: "postConsumer",
    viscosity: mfr(200, 5, 8, 12),
    price: 610,
    capacity: { amount: 35, frequency: "month" },
    isPublic: true,
  },
  {
    co: "fr",
    level: 0,
    name: "rTPE shoe sole regrind black",
    type: "tpe",
    condition: "regrind",
    color: "black",
    source: "postIndustrial",
    price: 900,
    capacity: null,
  },
  // Nordic Regrind (SE)
  {
    co: "se",
    level: 3,
    name: "rHDPE ocean-bound regrind blue",
    type: "hdpe",
    condition: "regrind",
    color: "blue",
    source: "postConsumer",
    viscosity: mfr(190, 2.16, 0.4, 0.7),
    price: 1250,
    capacity: { amount: 40, frequency: "month" },
    certificates: ["oceanBoundPlastic", "grs"],
    isPublic: true,
  },
  {
    co: "se",
    level: 2,
    name: "rPA6 fishing net granules green",
    type: "pa6",
    condition: "granules",
    color: "green",
    source: "postConsumer",
    viscosity: vn(145, 165, "m-cresol"),
    price: 2400,
    capacity: { amount: 15, frequency: "month" },
    certificates: ["grs", "oceanBoundPlastic"],
    isPublic: true,
  },
  {
    co: "se",
    level: 1,
    name: "rLDPE natural granules",
    type: "ldpe",
    condition: "granules",
    color: "natural",
    source: "postIndustrial",
    viscosity: mfr(190, 2.16, 1.8, 2.2),
    price: 990,
    capacity: { amount: 50, frequency: "month" },
  },
  // Alpine Compounds (AT)
  {
    co: "at",
    level: 3,
    name: "rPC/ABS compound black",
    type: "pc/abs",
    condition: "granules",
    color: "black",
    source: "postIndustrial",
    viscosity: mvr(260, 5, 15, 20),
    price: 1850,
    capacity: { amount: 30, frequency: "month" },
  },
  {
    co: "at",
    level: 4,
    name: "rPP copolymer compound gray",
    type: "pp",
    condition: "granules",
    color: "gray",
    source: "postIndustrial",
    viscosity: mfr(230, 2.16, 18, 22),
    price: 1120,
    capacity: { amount: 110, frequency: "month" },
    certificates: ["euCertPlast"],
    fillers: [{ filler: "calciumCarbonate", percentage: 10 }],
    warehouseKg: 3000,
  },
  {
    co: "at",
    level: 1,
    name: "rPOM natural regrind",
    type: "pom",
    condition: "regrind",
    color: "natural",
    source: "postIndustrial",
    viscosity: mfr(190, 2.16, 8, 10),
    price: 1450,
    capacity: { amount: 12, frequency: "month" },
  },
];

const pad = (i: number) => String(i + 1).padStart(12, "0");
export const seedMaterialId = (i: number) => `d0000000-0000-4000-8000-${pad(i)}`;

export function materialOf(s: Seed, i: number): MaterialInput {
  const [density, tensile, modulus, strain] = props[s.type] ?? [1, 30, 1500, 50];
  const filled = s.fillers?.reduce((d, f) => d + (f.filler === "glassFibres" ? 0.0075 : 0.005) * f.percentage, 0) ?? 0;
  const m: MaterialInput = {
    name: s.name,
    internalName: `${s.type.toUpperCase()}-${COUNTRY[s.co]}-${String(i + 1).padStart(3, "0")}`,
    type: s.type,
    isPublic: s.isPublic ?? false,
    description: `${s.name}, ${s.source === "postConsumer" ? "post-consumer" : "post-industrial"} origin, washed and ${s.condition === "granules" ? "regranulated with melt filtration" : "ground"}.`,
    packagingTypes: i % 3 === 0 ? ["bigBags#1000 kg", "octabins#600 kg"] : i % 3 === 1 ? ["bigBags#1200 kg"] : ["octabins#700 kg", "silos"],
    color: s.color,
    condition: s.condition,
    recycledContent: s.source === "postConsumer" ? 100 : 95,
    viscosity: s.viscosity,
    source: s.source,
    countryOfOrigin: s.noCountry ? undefined : COUNTRY[s.co],
    capacity: s.capacity === undefined ? undefined : s.capacity,
    pricePerTon: { amount: s.price, currency: "EUR" },
    // Lot sizes as traded: a truckload of 20–25 t (the analytics home's "material amount", ADR 0124).
    batchSize: s.level > 0 ? [20, 22, 24, 25][i % 4] : undefined,
    certificates: s.certificates ?? [],
    incoterms: [{ type: i % 2 ? "FCA" : "EXW", price: { amount: s.price + (i % 2 ? 35 : 0), currency: "EUR" } }],
    processingMethods: [
      s.type === "hdpe" && s.name.includes("blow") ? "blowMolding" : s.type.includes("pe") && s.name.includes("film") ? "extrusion" : "injectionMolding",
    ],
    intendedMarkets: s.certificates?.includes("efsa")
      ? ["foodPackaging", "nonFoodPackaging"]
      : ["nonFoodPackaging", "construction", "consumerGoods"].slice(0, 1 + (i % 3)),
    applications: [s.type.startsWith("pa") || s.type === "pc/abs" ? "Automotive interior parts" : s.type === "pet" ? "Thermoformed trays" : "Pallets"],
  };
  if (s.level >= 2)
    Object.assign(m, {
      chainOfCustody: s.certificates?.length ? "physicalSegregation" : "massBalance",
      recyclingMethod: "mechanical",
      fillers: s.fillers ?? [],
      lotNumber: `LOT-${COUNTRY[s.co]}-25-${String(100 + i)}`,
      certificateOfAnalysis: i % 2 === 0,
      ashContent: s.fillers?.length ? s.fillers[0].percentage * 0.98 : 0.4 + (i % 5) / 10,
      residualMoistureContent: s.type.startsWith("pa") || s.type === "pet" || s.type === "pc" ? 0.15 : 0.05,
      density: Math.round((density + filled) * 1000) / 1000,
    });
  // listed materials' passports show where their recycled content came from: mostly the seed's source, the rest the other
  if (s.level >= 2 && s.isPublic && s.source !== "preConsumer")
    Object.assign(
      m,
      s.source === "postConsumer"
        ? { recycledContentPostConsumer: 80, recycledContentPostIndustrial: 20 }
        : { recycledContentPostConsumer: 15, recycledContentPostIndustrial: 80 },
    );
  if (s.level >= 3)
    Object.assign(m, { mainPlasticTypeContent: 96 + (i % 4), certificateOfAnalysisConfidence: 90, bulkDensity: s.condition === "granules" ? 540 : 380 });
  if (s.level >= 4)
    Object.assign(m, {
      modifyingAdditives: ["stabilizers"],
      origins: [s.type === "pet" ? "PET beverage bottles" : s.type === "hdpe" ? "Household packaging (DSD)" : "Household packaging"],
      conversionTechnology: s.type === "pet" ? ["thermoforming"] : s.name.includes("blow") ? ["blowMoulding"] : ["injectionMoulding", "extrusion"],
      particleSizeDistribution: { percentage: 95, value: s.condition === "granules" ? "3–5 mm" : "< 10 mm" },
      yieldStrength: Math.round(tensile * 0.9),
      tensileStrength: tensile,
      tensileModulus: modulus,
      strain: { type: "atBreak", value: strain },
      materialIdentification: 98,
      flammability: "HB",
      washingProcess: "hotWash",
      meltFiltrationMeshSize: 150,
    });
  if (s.level === 0) delete m.viscosity;
  return { ...m, ...s.extra };
}

/**
 * When a demo material was listed: spread over the last 12 weeks, the later seeds the newer (their ids ascend
 * the same way, so "newest first" keeps the seed's order), so the admin home's weekly charts show a history
 * rather than one spike on the day the data folder was made.
 */
function listedOn(i: number) {
  const at = new Date(Date.now() - (seeds.length - 1 - i) * 2.4 * 24 * 3600 * 1000).toISOString();
  return { createdDate: at, updatedDate: at };
}

/** Create the demo materials and warehouse records that are not there yet (fixed ids: idempotent), in batch writes. */
export async function seedMaterials() {
  const ids = seeds.map((_, i) => seedMaterialId(i));
  const [materials, stock] = await Promise.all([
    db()
      .material.get(ids.map((id) => ({ id })))
      .go({ attributes: ["id"] }),
    db()
      .warehouse.get(ids.map((id) => ({ id })))
      .go({ attributes: ["id"] }),
  ]);
  const haveMaterial = new Set(materials.data.map((m) => m.id));
  const haveStock = new Set(stock.data.map((w) => w.id));
  const newMaterials = seeds.flatMap((s, i) =>
    haveMaterial.has(ids[i]) ? [] : [{ ...newMaterialItem(materialOf(s, i), CO[s.co], SEEDER, ids[i]), ...listedOn(i) }],
  );
  const newStock = seeds.flatMap((s, i) =>
    s.warehouseKg && !haveStock.has(ids[i]) ? [{ id: ids[i], companyId: CO[s.co], availableAmountKg: s.warehouseKg, reserved: [], ...createdBy(SEEDER) }] : [],
  );
  for (const [what, res] of [
    [
      "materials",
      newMaterials.length
        ? await db()
            .material.put(newMaterials as never[])
            .go()
        : null,
    ],
    [
      "warehouse records",
      newStock.length
        ? await db()
            .warehouse.put(newStock as never[])
            .go()
        : null,
    ],
  ] as const)
    if (res?.unprocessed?.length) throw new Error(`seed: ${res.unprocessed.length} ${what} not written`);
}

export const seedMaterialCount = seeds.length;

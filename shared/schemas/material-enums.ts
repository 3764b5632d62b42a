/**
 * Every enumeration and constant of a material. The web forms build their pick
 * lists from these arrays; translations key on the values.
 */
export { capacityFrequencies, currencies } from "./enums";

export const materialTypes = [
  "abs",
  "eva",
  "hdpe",
  "ldpe",
  "mdpe",
  "pa",
  "pa6",
  "pa66",
  "pa12",
  "pbat",
  "pbt",
  "pbs",
  "pc",
  "pca",
  "pcabs",
  "pc-pbt",
  "pcs",
  "pebax",
  "peek",
  "pe-pp",
  "pesu",
  "pet",
  "petg",
  "pla",
  "pmma",
  "pom",
  "pp",
  "pp-epdm",
  "ppa",
  "ppe-ps",
  "ppe-pa",
  "ps",
  "pvc",
  "pvdf",
  "san",
  "tpc",
  "tpe",
  "tpe-u",
  "tpv",
  "pe-pe-epdm",
  "pe",
  "pc/abs",
  "tpu",
  "pe-epdm",
  "po",
  "asa",
  "pp/pe",
  "lldpe",
] as const;
export type MaterialType = (typeof materialTypes)[number];
export const DEFAULT_MATERIAL_TYPE: MaterialType = "abs";

/** The free-text choice: stored as "other#<text>" wherever a list offers 'other'. */
export const OTHER = "other";

/** Packaging kinds; a packaging entry is stored as "<kind>#<value>" (see material.ts `packagingEntry`). */
export const packagingKinds = ["bigBags", "octabins", "silos", "sacks", "other"] as const;

export const colors = ["transparent", "mixed", "gray", "white", "black", "red", "yellow", "green", "blue", "brown", "terracotta", "natural", "other"] as const;
export const conditions = ["granules", "regrind", "agglomerate", "powder", "other"] as const;
export const chainsOfCustody = ["physicalSegregation", "controlledBlending", "massBalance", "fuelExempt", "other"] as const;
export const recyclingMethods = ["mechanical", "chemical", "solventBased"] as const;
export const sources = ["postConsumer", "postIndustrial", "preConsumer"] as const;
export const fillerKinds = [
  "glassFibres",
  "carbonFibres",
  "carbonBlack",
  "naturalFibres",
  "talcum",
  "calciumCarbonate",
  "silica",
  "mica",
  "chalk",
  "other",
] as const;
export const modifyingAdditives = ["stabilizers", "plasticizers", "flameRetardants", "other"] as const;
export const conversionTechnologies = [
  "extrusion",
  "injectionMoulding",
  "blowMoulding",
  "calendering",
  "sintering",
  "rotationalMoulding",
  "thermoforming",
] as const;
export const strainTypes = ["atYield", "atBreak"] as const;
export const hardnessTypes = ["shoreA", "shoreD"] as const;
export const flammabilityClasses = ["HB", "V-2", "V-1", "V-0", "5VA/5VB"] as const;
export const washingProcesses = ["hotWash", "coldWash"] as const;
export const recyclingProcessDetails = ["drying", "density", "separation", "dedusting", "other"] as const;
export const processingMethods = [
  "blowMolding",
  "calendering",
  "extrusion",
  "injectionMolding",
  "rotationalMolding",
  "sintering",
  "thermoforming",
  "recycling",
] as const;
export const intendedMarkets = [
  "nonFoodPackaging",
  "construction",
  "automotive",
  "agriculture",
  "foodPackaging",
  "electronicsElectric",
  "consumerGoods",
  "cosmetics",
  "other",
] as const;
export const materialCertificates = ["efsa", "oceanBoundPlastic", "grs", "fda", "recyClass", "euCertPlast", "dinSpec91446", "dinSpec91481", "en18065"] as const;
export const incotermTypes = ["EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP", "FAS", "FOB", "CFR", "CIF"] as const;
export const DEFAULT_INCOTERM = "EXW" as const;
export const DEFAULT_CURRENCY = "EUR" as const;

/** Invalid-product rule: a capacity amount above this is implausible. */
export const MAX_VALID_CAPACITY_AMOUNT = 3000;

/** Uploads: images png/jpeg, documents pdf. */
export const imageContentTypes = ["image/png", "image/jpeg"] as const;
export const documentContentTypes = ["application/pdf"] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

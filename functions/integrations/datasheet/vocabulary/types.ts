/**
 * One language's datasheet words, as data. A term is a lower-case phrase: a space stands for any run of spaces
 * or hyphens, a hyphen for an optional one, "*" for any further letters (a stem: "czarn*" is czarny, czarne,
 * czarna), "ä ö ü ß" also match "ae oe ue ss". A term matches whole words unless it ends in "*".
 */
export type Terms = string[];

/** Fields read after a label ("Colour: black", "Dichte | 0,95"); measures are labelled the same way. */
export type LabelField =
  | "name"
  | "supplier"
  | "description"
  | "type"
  | "color"
  | "condition"
  | "source"
  | "packagingTypes"
  | "recyclingMethod"
  | "chainOfCustody"
  | "washingProcess"
  | "fillers"
  | "lotNumber"
  | "certificateOfAnalysis"
  | "certificateOfAnalysisConfidence"
  | "modifyingAdditives"
  | "origins"
  | "applications"
  | "conversionTechnology"
  | "processingMethods"
  | "intendedMarkets"
  | "particleSizeDistribution"
  | "recyclingProcessDetails"
  | "colorantDetails"
  | "nonTargetMaterials"
  | "colourByColorimetry"
  | "odour"
  | "countryOfOrigin"
  | "capacity"
  | "batchSize"
  | "pricePerTon"
  | "incoterms"
  | "certificates"
  | "recycledContent"
  | "meltFlowRate"
  | "meltVolumeRate"
  | "density"
  | "bulkDensity"
  | "ashContent"
  | "residualMoistureContent"
  | "yieldStrength"
  | "tensileStrength"
  | "tensileModulus"
  | "strain"
  | "strainAtBreak"
  | "strainAtYield"
  | "flexuralStrength"
  | "flexuralModulus"
  | "impactResistance"
  | "hardness"
  | "heatDeflectionTemperature"
  | "meltFiltrationMeshSize"
  | "mainPlasticTypeContent"
  | "materialIdentification"
  | "punctureTest"
  | "volatileOrganicContent"
  | "co2Equivalents"
  | "flammability";

/** Value words of the fields whose values are categories, keyed by the stored value. */
export interface ValueTerms {
  color: Partial<
    Record<"transparent" | "natural" | "mixed" | "black" | "white" | "gray" | "red" | "yellow" | "green" | "blue" | "brown" | "terracotta", Terms>
  >;
  condition: Partial<Record<"regrind" | "agglomerate" | "powder" | "granules", Terms>>;
  source: Partial<Record<"postConsumer" | "postIndustrial" | "preConsumer", Terms>>;
  packaging: Partial<Record<"bigBags" | "octabins" | "silos" | "sacks" | "other", Terms>>;
  /** Processing and conversion share their words; the stored spellings differ (injectionMolding / injectionMoulding). */
  processing: Partial<Record<"injectionMolding" | "blowMolding" | "thermoforming" | "rotationalMolding" | "calendering" | "sintering" | "extrusion", Terms>>;
  recyclingMethod: Partial<Record<"mechanical" | "chemical" | "solventBased", Terms>>;
  chainOfCustody: Partial<Record<"massBalance" | "physicalSegregation" | "controlledBlending" | "fuelExempt", Terms>>;
  washingProcess: Partial<Record<"hotWash" | "coldWash", Terms>>;
  fillers: Partial<
    Record<"glassFibres" | "carbonFibres" | "carbonBlack" | "talcum" | "calciumCarbonate" | "naturalFibres" | "mica" | "silica" | "chalk", Terms>
  >;
  modifyingAdditives: Partial<Record<"stabilizers" | "plasticizers" | "flameRetardants", Terms>>;
  intendedMarkets: Partial<
    Record<"nonFoodPackaging" | "construction" | "automotive" | "agriculture" | "foodPackaging" | "electronicsElectric" | "consumerGoods" | "cosmetics", Terms>
  >;
  recyclingProcessDetails: Partial<Record<"drying" | "density" | "separation" | "dedusting", Terms>>;
  strain: Partial<Record<"atBreak" | "atYield", Terms>>;
  frequency: Partial<Record<"month" | "year" | "spot", Terms>>;
  /** "unknown": a value left open ("Not stated", "k. A.", "n.d."), which states nothing. */
  answer: Partial<Record<"yes" | "no" | "none" | "unknown", Terms>>;
}

export interface Lexicon {
  /** ISO 639-1 code. */
  lang: string;
  /** Thousands are grouped with a dot and decimals written with a comma ("1.000,5"). */
  dotGrouping: boolean;
  labels: Partial<Record<LabelField, Terms>>;
  values: Partial<{ [K in keyof ValueTerms]: ValueTerms[K] }>;
  /** Country names, adjectives and the forms "Made in …" takes, by ISO 3166 alpha-2 code. */
  countries: Record<string, Terms>;
  /** Headings of sections and documents: never a product's name. */
  headings: Terms;
  /** Phrases that hold a vocabulary word but mean something else ("Gelber Sack" is a waste stream, not sacks). */
  masks: Terms;
}

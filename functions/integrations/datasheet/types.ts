/**
 * The shape the datasheet engine extracts: a subset of the material input, with the
 * same field names, kept local so the parser does not depend on the material schema's internals. The
 * extract step validates it against the real MaterialInput schema and drops what fails.
 */
export type ViscosityKind = "meltFlowRate" | "meltVolumeRate" | "intrinsicViscosity" | "viscosityNumber" | "k";

export interface ExtractedViscosity {
  type: ViscosityKind;
  min: number;
  max: number;
  standard?: string;
  temperature?: number;
  weight?: number;
  solvent?: string;
}

export interface ExtractedIncoterm {
  type: string;
  price?: { amount: number; currency: string };
  /** The named place ("FCA Milano" → "Milano"), as the material form keeps it (docs/decisions/0181). */
  description?: string;
}

export interface ExtractedFields {
  name?: string;
  description?: string;
  type?: string;
  color?: string;
  condition?: string;
  source?: string;
  recycledContent?: number;
  recyclingMethod?: string;
  chainOfCustody?: string;
  washingProcess?: string;
  mainPlasticTypeContent?: number;
  certificateOfAnalysis?: boolean;
  lotNumber?: string;
  certificateOfAnalysisConfidence?: number;
  modifyingAdditives?: string[];
  origins?: string[];
  applications?: string[];
  conversionTechnology?: string[];
  particleSizeDistribution?: { percentage: number; value: string };
  materialIdentification?: number;
  intendedMarkets?: string[];
  recyclingProcessDetails?: string[];
  colorantDetails?: string;
  nonTargetMaterials?: { substance: string; concentrationLevels?: string; note?: string }[];
  colourByColorimetry?: { l?: number; c?: number; h?: number };
  odour?: string;
  punctureTest?: number;
  volatileOrganicContent?: number;
  co2Equivalents?: number;
  batchSize?: number;
  incoterms?: ExtractedIncoterm[];
  fillers?: { filler: string; percentage: number }[];
  viscosity?: ExtractedViscosity;
  density?: number;
  bulkDensity?: number;
  ashContent?: number;
  residualMoistureContent?: number;
  yieldStrength?: number;
  tensileStrength?: number;
  tensileModulus?: number;
  strain?: { type: "atYield" | "atBreak"; value: number };
  impactResistance?: number;
  flexuralStrength?: number;
  flexuralModulus?: number;
  hardness?: { type: "shoreA" | "shoreD"; value: number };
  heatDeflectionTemperature?: number;
  flammability?: string;
  meltFiltrationMeshSize?: number;
  processingMethods?: string[];
  packagingTypes?: string[];
  certificates?: string[];
  countryOfOrigin?: string;
  pricePerTon?: { amount: number; currency: string };
  capacity?: { amount: number; frequency: "month" | "year" | "spot" };
}

export type FieldName = keyof ExtractedFields;

/** One line of text rebuilt from a PDF (or given as plain text), with the largest font size on it. */
export interface TextLine {
  text: string;
  fontSize: number;
  page: number;
  /** Where each tab-separated cell starts, in points from the page's left edge (PDF input only). */
  xs?: number[];
}

export interface Extraction {
  fields: ExtractedFields;
  /** For each extracted field, the line it was read from (shown to the user, used in tests). */
  evidence: Partial<Record<FieldName, string>>;
}

/**
 * The datasheet intelligence port (offline first): the offline rule engine is the
 * default; a Bedrock implementation can be added behind the same interface.
 */
export interface DatasheetExtractor {
  readonly name: string;
  extract(pdf: Uint8Array): Promise<Extraction>;
}

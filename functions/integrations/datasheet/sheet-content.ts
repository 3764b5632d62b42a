import { dqlFields, isFieldPresent, DQL_LEVELS, type DataQualityLevel } from "../../../shared/rules/data-quality";
import { formatViscosity } from "../../../shared/rules/viscosity";
import { materialFieldNames, parseOther, parsePackaging, PUBLIC_HIDDEN_FIELDS, type Material } from "../../../shared/schemas/material";

/** What a datasheet shows, independent of how it is drawn. */
export interface SheetRow {
  /** The material field the row shows. */
  field: string;
  label: string;
  value: string | null;
}
export interface SheetSection {
  title: string;
  subtitle: string;
  /** DQL sections say whether their own fields are complete; the others do not. */
  level?: DataQualityLevel;
  missing?: number;
  rows: SheetRow[];
}

const LEVEL_TITLES: Record<DataQualityLevel, string> = {
  1: "Base data",
  2: "Origin, composition and basic properties",
  3: "Purity and bulk properties",
  4: "Full technical profile",
};

const COMMERCIAL = ["countryOfOrigin", "capacity", "batchSize", "pricePerTon", "incoterms", "certificates"];
/**
 * Shown in the header, never as rows; internal or file fields are never printed. The recycled content's
 * post-consumer/post-industrial split is not printed either: the sheet's QR code opens the product passport,
 * which shows it, and the sheet reader would take its rows for the total recycled content.
 */
const NOT_ROWS = new Set([
  "name",
  "internalName",
  "isPublic",
  "images",
  "documents",
  "description",
  "type",
  "recycledContentPostConsumer",
  "recycledContentPostIndustrial",
]);

const LABELS: Record<string, string> = {
  packagingTypes: "Packaging",
  color: "Colour",
  condition: "Condition",
  recycledContent: "Recycled content",
  viscosity: "Viscosity",
  chainOfCustody: "Chain of custody",
  recyclingMethod: "Recycling method",
  source: "Source",
  fillers: "Fillers",
  lotNumber: "Lot number",
  certificateOfAnalysis: "Certificate of analysis",
  ashContent: "Ash content",
  residualMoistureContent: "Residual moisture",
  density: "Density",
  mainPlasticTypeContent: "Main plastic type content",
  certificateOfAnalysisConfidence: "Certificate of analysis confidence",
  bulkDensity: "Bulk density",
  modifyingAdditives: "Modifying additives",
  origins: "Origins",
  conversionTechnology: "Conversion technology",
  particleSizeDistribution: "Particle size distribution",
  yieldStrength: "Yield strength",
  tensileStrength: "Tensile strength",
  tensileModulus: "Tensile modulus",
  strain: "Strain",
  materialIdentification: "Material identification",
  applications: "Applications",
  hardness: "Hardness",
  colourByColorimetry: "Colour by colorimetry (L*C*h)",
  flexuralStrength: "Flexural strength",
  flexuralModulus: "Flexural modulus",
  impactResistance: "Impact resistance",
  punctureTest: "Puncture test",
  flammability: "Flammability (UL 94)",
  volatileOrganicContent: "Volatile organic content",
  odour: "Odour",
  heatDeflectionTemperature: "Heat deflection temperature",
  meltFiltrationMeshSize: "Melt filtration mesh size",
  washingProcess: "Washing process",
  recyclingProcessDetails: "Recycling process details",
  colorantDetails: "Colorant details",
  nonTargetMaterials: "Non-target materials",
  processingMethods: "Processing methods",
  intendedMarkets: "Intended markets",
  co2Equivalents: "CO2 equivalents",
  batchSize: "Batch size",
  capacity: "Capacity",
  pricePerTon: "Price per ton",
  countryOfOrigin: "Country of origin",
  certificates: "Certificates",
  incoterms: "Incoterms",
};

export const UNITS: Record<string, string> = {
  recycledContent: "%",
  ashContent: "%",
  residualMoistureContent: "%",
  density: "g/cm³",
  bulkDensity: "kg/m³",
  mainPlasticTypeContent: "%",
  certificateOfAnalysisConfidence: "%",
  materialIdentification: "%",
  yieldStrength: "MPa",
  tensileStrength: "MPa",
  tensileModulus: "MPa",
  flexuralStrength: "MPa",
  flexuralModulus: "MPa",
  impactResistance: "kJ/m²",
  punctureTest: "J",
  heatDeflectionTemperature: "°C",
  meltFiltrationMeshSize: "µm",
  batchSize: "t",
};

const WORDS: Record<string, string> = {
  euCertPlast: "EuCertPlast",
  recyClass: "RecyClass",
  grs: "GRS",
  fda: "FDA",
  efsa: "EFSA",
  oceanBoundPlastic: "Ocean Bound Plastic",
  dinSpec91446: "DIN SPEC 91446",
  dinSpec91481: "DIN SPEC 91481",
  en18065: "EN 18065",
  postConsumer: "Post-consumer",
  postIndustrial: "Post-industrial",
  preConsumer: "Pre-consumer",
  shoreA: "Shore A",
  shoreD: "Shore D",
  solventBased: "Solvent-based",
  bigBags: "Big bags",
  octabins: "Octabins",
  silos: "Silos",
  sacks: "Sacks",
  electronicsElectric: "Electronics and electrical",
  nonFoodPackaging: "Non-food packaging",
  foodPackaging: "Food packaging",
  injectionMolding: "Injection moulding",
  injectionMoulding: "Injection moulding",
  blowMolding: "Blow moulding",
  blowMoulding: "Blow moulding",
  rotationalMolding: "Rotational moulding",
  rotationalMoulding: "Rotational moulding",
  massBalance: "Mass balance",
  fuelExempt: "Fuel exempt",
  hotWash: "Hot wash",
  coldWash: "Cold wash",
};

/** "postConsumer" → "Post-consumer", "other#Drums" → "Drums", "dinEnIso1133" → "DIN EN ISO 1133". */
export function humanize(v: string): string {
  if (WORDS[v]) return WORDS[v];
  const { value, other } = parseOther(v);
  if (other !== null) return other;
  if (/^dinEnIso/.test(value)) return value.replace(/^dinEnIso/, "DIN EN ISO ");
  if (/^astmD/.test(value)) return value.replace(/^astmD/, "ASTM D");
  const words = value.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const materialTypeLabel = (t: string | null | undefined) => (t ? t.toUpperCase() : "");

const FREE_LISTS = new Set(["origins", "applications"]);

const num = (n: unknown) => (typeof n === "number" ? String(Math.round(n * 10000) / 10000) : String(n));
const withUnit = (n: unknown, unit?: string) => (unit ? `${num(n)} ${unit}` : num(n));

/** One field's value as text, or null when it is not stated. */
export function formatField(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)) return null;
  const v = value as any;
  switch (field) {
    case "viscosity": {
      const base = formatViscosity(v);
      if (!base) return null;
      const extra = [v.standard ? humanize(v.standard) : null, v.solvent ? `in ${humanize(v.solvent)}` : null].filter(Boolean).join(", ");
      return `${humanize(v.type)}: ${base}${extra ? ` · ${extra}` : ""}`;
    }
    case "packagingTypes":
      return (v as string[])
        .map((p) => {
          const { type, value: detail } = parsePackaging(p);
          // "Other (drums)" as well as "Big bags (1000 kg)": the kind, then its specific value in brackets, so the sheet reads back
          return detail && detail !== type ? `${humanize(type)} (${detail})` : humanize(type);
        })
        .join(", ");
    case "strain":
      return v.value == null ? null : `${num(v.value)} % ${v.type === "atYield" ? "at yield" : "at break"}`;
    case "hardness":
      return v.value == null ? null : `${humanize(v.type)} ${num(v.value)}`;
    case "fillers":
      return (v as { filler: string; percentage?: number | null }[])
        .map((f) => `${humanize(f.filler)}${f.percentage != null ? ` ${num(f.percentage)} %` : ""}`)
        .join(", ");
    case "particleSizeDistribution":
      return [v.percentage != null ? `${num(v.percentage)} %` : null, v.value].filter(Boolean).join(" ") || null;
    case "colourByColorimetry":
      return `L* ${num(v.l ?? "–")} · C* ${num(v.c ?? "–")} · h ${num(v.h ?? "–")}`;
    case "nonTargetMaterials":
      return (v as { substance: string; concentrationLevels?: string | null; note?: string | null }[])
        .map((n) => [n.substance, n.concentrationLevels ? `(${n.concentrationLevels})` : null, n.note ? `– ${n.note}` : null].filter(Boolean).join(" "))
        .join("; ");
    case "capacity":
      return v.amount == null ? null : `${num(v.amount)} t${v.frequency ? ` / ${v.frequency}` : ""}`;
    case "pricePerTon":
      return `${num(v.amount)} ${v.currency ?? "EUR"} / t`;
    case "incoterms":
      return (v as { type: string; price?: { amount: number; currency?: string } | null; description?: string | null }[])
        .map((i) => [i.type, i.price ? `${num(i.price.amount)} ${i.price.currency ?? "EUR"}/t` : null, i.description].filter(Boolean).join(" · "))
        .join("; ");
    case "countryOfOrigin":
      return String(v);
  }
  const token = (x: string) => (/^[a-z][a-zA-Z0-9-]*$/.test(x) || /^other#/.test(x) ? humanize(x) : x);
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (typeof v === "number") return withUnit(v, UNITS[field]);
  // free-text lists may hold commas ("Household packaging, Germany"): their entries are parted by semicolons
  if (Array.isArray(v)) return v.map((x) => (typeof x === "string" ? token(x) : JSON.stringify(x))).join(FREE_LISTS.has(field) ? "; " : ", ");
  if (typeof v === "string") return token(v);
  return JSON.stringify(v);
}

/** An empty list stated on purpose ("no fillers") reads "None"; a missing one "Not stated". */
const row = (m: Record<string, unknown>, field: string): SheetRow => {
  const v = m[field];
  const statedEmpty = Array.isArray(v) && !v.length && (inLevel(field) ? isFieldPresent(m, field as never) : false);
  return { field, label: LABELS[field] ?? humanize(field), value: statedEmpty ? "None" : formatField(field, v) };
};
const inLevel = (f: string) => DQL_LEVELS.some((l) => (dqlFields[l] as readonly string[]).includes(f));

/**
 * The sections of a material's datasheet: the four data quality levels (every field, stated or not), then
 * the optional characteristics and the commercial data that are stated. `publicView` leaves out the
 * catalog's hidden fields.
 */
export function sheetSections(material: Material, opts: { publicView: boolean }): SheetSection[] {
  // fields are looked up by the names the level lists hold
  const m: Record<string, unknown> = Object.fromEntries(Object.entries(material));
  const hidden = new Set<string>(opts.publicView ? PUBLIC_HIDDEN_FIELDS : ["internalName"]);
  const inLevels = new Set<string>(DQL_LEVELS.flatMap((l) => [...dqlFields[l]]));
  const sections: SheetSection[] = DQL_LEVELS.map((level) => {
    const fields = dqlFields[level] as readonly string[];
    return {
      title: `DQL ${level}`,
      subtitle: LEVEL_TITLES[level],
      level,
      missing: fields.filter((f) => !isFieldPresent(m, f as never)).length,
      rows: fields.filter((f) => !NOT_ROWS.has(f) && !hidden.has(f)).map((f) => row(m, f)),
    };
  });
  const optional = (materialFieldNames() as string[]).filter((f) => !inLevels.has(f) && !COMMERCIAL.includes(f) && !NOT_ROWS.has(f) && !hidden.has(f));
  sections.push({
    title: "Optional characteristics",
    subtitle: "Further measured properties",
    rows: optional.map((f) => row(m, f)).filter((r) => r.value !== null),
  });
  sections.push({
    title: "Commercial",
    subtitle: "Availability, price and certification",
    rows: COMMERCIAL.filter((f) => !hidden.has(f))
      .map((f) => row(m, f))
      .filter((r) => r.value !== null),
  });
  return sections;
}

/** The fields a material's datasheet states: its header's (name, type, description) and every row with a value. */
export function printedFields(material: Material, opts: { publicView: boolean }): string[] {
  const header = (["name", "type", "description"] as const).filter((f) => formatField(f, material[f]) !== null);
  return [...header, ...sheetSections(material, opts).flatMap((s) => s.rows.filter((r) => r.value !== null).map((r) => r.field))];
}

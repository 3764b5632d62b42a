import { dqlFields } from "../rules/data-quality";
import { parseViscosityValue, viscosityIssues } from "../rules/viscosity";
import {
  blankToNull,
  countryCode,
  csv,
  Currency,
  fileName,
  nonEmpty,
  nonEmptyLine,
  notTiny,
  pageQuery,
  versionNumber,
  type Audited,
  type StaffOptional,
} from "./common";
import { MAX_AMOUNT_KG, MAX_CHOICE_LENGTH, MAX_FILE_BYTES, MAX_FILTER_VALUES, MAX_ID_LENGTH, MAX_PRICE, MAX_URL_LENGTH } from "./limits";
import { capacityFrequencies } from "./enums";
import {
  chainsOfCustody,
  colors,
  conditions,
  conversionTechnologies,
  DEFAULT_CURRENCY,
  DEFAULT_INCOTERM,
  DEFAULT_MATERIAL_TYPE,
  documentContentTypes,
  fillerKinds,
  flammabilityClasses,
  hardnessTypes,
  imageContentTypes,
  incotermTypes,
  intendedMarkets,
  materialCertificates,
  materialTypes,
  modifyingAdditives,
  packagingKinds,
  processingMethods,
  recyclingMethods,
  recyclingProcessDetails,
  sources,
  strainTypes,
  washingProcesses,
} from "./material-enums";
import { allViscositySolvents, allViscosityStandards, viscosityTypes } from "./material-viscosity";
import { lazy } from "../lazy";
import * as z from "./zod";

export * from "./material-enums";
export * from "./material-viscosity";

/* ---------- field helpers (blank form values become null; null clears a field on update) ---------- */

const blankNum = (v: unknown) =>
  v === "" || (typeof v === "number" && Number.isNaN(v)) ? null : typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v;
/** A finite number within [min, max] and not denormal-tiny: every number of a material has domain bounds. */
const bounded = (min: number, max: number) => z.number().check(z.minimum(min, `Must be at least ${min}`), z.maximum(max, `Must be at most ${max}`), notTiny);
const num = (min: number, max: number) => z.optional(z.preprocess(blankNum, z.nullable(bounded(min, max))));
/** Percentage: above 0 and at most 100. */
const percentage = () => z.number().check(z.gt(0, "Must be above 0"), z.maximum(100, "Must be at most 100"), notTiny);
const pct = () => z.optional(z.preprocess(blankNum, z.nullable(percentage())));
const numReq = (min: number, max: number) => z.preprocess(blankNum, bounded(min, max));
const pctReq = () => z.preprocess(blankNum, percentage());
const text = (max = 2000) => z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(max)))));
const list = <T extends z.core.SomeType>(item: T, max = 50) => z.optional(z.nullable(z.array(item).check(z.maxLength(max))));
const opt = <T extends z.core.SomeType>(s: T) => z.optional(z.preprocess(blankToNull, z.nullable(s)));
const isBlank = (v: unknown) => v === null || v === undefined || v === "" || (typeof v === "number" && Number.isNaN(v));
/** A value pair ({type, value}, {percentage, value}): both parts required; an all-blank pair is null. */
const pair = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.optional(z.preprocess((v) => (v && typeof v === "object" && !Array.isArray(v) && Object.values(v).every(isBlank) ? null : v), z.nullable(z.object(shape))));

/** "other#text" encoding of the free-text choice. */
export const otherValue = (text: string) => `other#${text}`;
export function parseOther(value: string): { value: string; other: string | null } {
  return value.startsWith("other#") ? { value: "other", other: value.slice(6) } : { value, other: null };
}

/** One of `values`, or "other#<text>" with non-empty text ('other' alone is refused). */
export function enumOrOther<const T extends readonly string[]>(values: T) {
  return z.string().check(
    z.trim(),
    z.maxLength(MAX_CHOICE_LENGTH),
    z.superRefine((s: string, ctx) => {
      if (s === "other" || /^other#\s*$/.test(s)) ctx.addIssue({ code: "custom", message: "Please describe 'other'" });
      else if (!s.startsWith("other#") && !values.includes(s)) ctx.addIssue({ code: "custom", message: `Must be one of ${values.join(", ")}` });
    }),
  );
}

/** Packaging entry "<kind>#<value>": a known kind with an optional specific value, or "other#<text>". */
export const packagingEntry = z.string().check(
  z.trim(),
  z.maxLength(MAX_CHOICE_LENGTH),
  z.superRefine((s: string, ctx) => {
    const [kind, ...rest] = s.split("#");
    const value = rest.join("#").trim();
    if (!(packagingKinds as readonly string[]).includes(kind))
      ctx.addIssue({ code: "custom", message: `Packaging must be one of ${packagingKinds.join(", ")}` });
    else if (kind === "other" && !value) ctx.addIssue({ code: "custom", message: "Please describe 'other'" });
  }),
);
export const packagingValue = (kind: (typeof packagingKinds)[number], value?: string) => `${kind}#${value ?? kind}`;
export function parsePackaging(entry: string) {
  const [kind, ...rest] = entry.split("#");
  return { type: kind as (typeof packagingKinds)[number], value: rest.join("#") || kind };
}

/* ---------- nested records ---------- */

const viscosityValue = () =>
  z.optional(
    z.preprocess(
      parseViscosityValue,
      z.nullable(
        z.union([
          z.number().check(z.minimum(0, "Must be at least 0"), z.maximum(100000), notTiny),
          z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
        ]),
      ),
    ),
  );
export const ViscosityInput = z
  .object({
    type: z.enum(viscosityTypes),
    min: viscosityValue(),
    max: viscosityValue(),
    standard: opt(z.enum(allViscosityStandards)),
    temperature: z.optional(z.preprocess(blankNum, z.nullable(z.number().check(z.int("Must be a whole number"), z.minimum(0), z.maximum(500))))),
    weight: z.optional(z.preprocess(blankNum, z.nullable(z.number().check(z.gt(0, "Must be above 0"), z.maximum(100), notTiny)))),
    solvent: opt(z.enum(allViscositySolvents)),
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const i of viscosityIssues(v)) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
    }),
  );
export type Viscosity = z.output<typeof ViscosityInput>;

export const Money = z.object({
  amount: z.preprocess(blankNum, bounded(0, MAX_PRICE)),
  currency: z._default(Currency, DEFAULT_CURRENCY),
});
export const Capacity = z.object({ amount: num(0, 1e9), frequency: opt(z.enum(capacityFrequencies)) });
export const Filler = z.object({ filler: enumOrOther(fillerKinds), percentage: pct() });
export const Incoterm = z.object({ type: z._default(z.enum(incotermTypes), DEFAULT_INCOTERM), price: z.optional(z.nullable(Money)), description: text(500) });
export const NonTargetMaterial = z.object({ substance: nonEmpty.check(z.maxLength(200)), concentrationLevels: text(200), note: text(1000) });

/** A stored file (a file record); `url` is ignored on input and re-signed on every read. */
const fileRecord = (types: readonly string[]) =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, "Invalid file id")),
    size: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_FILE_BYTES, `Must be at most ${MAX_FILE_BYTES}`)),
    contentType: z.string().check(z.refine((t: string) => types.includes(t), `Must be one of ${types.join(", ")}`)),
    name: fileName,
    url: z.optional(z.string().check(z.maxLength(MAX_URL_LENGTH))),
  });
export const ImageRecord = fileRecord(imageContentTypes);
export const DocumentRecord = fileRecord(documentContentTypes);
export interface FileRecord {
  id: string;
  size: number;
  contentType: string;
  name: string;
  url: string;
}

/* ---------- the material ---------- */

/**
 * What the product forms send: no id, dates or creators. Every field but name is
 * optional; the data quality level (shared/rules/data-quality.ts) says how complete a material is.
 */
export const MaterialInput = lazy(() =>
  z.object({
    // identity and commerce
    name: nonEmptyLine.check(z.maxLength(200)),
    internalName: text(200),
    type: z._default(z.enum(materialTypes), DEFAULT_MATERIAL_TYPE),
    isPublic: z.optional(z.boolean()),
    description: text(5000),
    // general properties
    packagingTypes: list(packagingEntry, 20),
    color: opt(enumOrOther(colors)),
    condition: opt(enumOrOther(conditions)),
    recycledContent: pct(),
    /** The recycled content's split by where the waste came from (the product passport shows it). */
    recycledContentPostConsumer: pct(),
    recycledContentPostIndustrial: pct(),
    chainOfCustody: opt(enumOrOther(chainsOfCustody)),
    recyclingMethod: opt(z.enum(recyclingMethods)),
    source: opt(z.enum(sources)),
    fillers: list(Filler, 20),
    lotNumber: text(100),
    certificateOfAnalysis: z.optional(z.nullable(z.boolean())),
    mainPlasticTypeContent: pct(),
    certificateOfAnalysisConfidence: pct(),
    modifyingAdditives: list(enumOrOther(modifyingAdditives), 20),
    origins: list(nonEmpty.check(z.maxLength(200))),
    applications: list(nonEmpty.check(z.maxLength(200))),
    conversionTechnology: list(z.enum(conversionTechnologies), 20),
    viscosity: z.optional(z.nullable(ViscosityInput)),
    // measured properties
    ashContent: num(0, 100),
    residualMoistureContent: num(0, 100),
    density: z.optional(z.preprocess(blankNum, z.nullable(z.number().check(z.gt(0, "Must be above 0"), z.maximum(5, "Must be at most 5"), notTiny)))),
    bulkDensity: num(0, 5000),
    particleSizeDistribution: pair({ percentage: pctReq(), value: nonEmpty.check(z.maxLength(100)) }),
    strain: pair({ type: z.enum(strainTypes), value: numReq(0, 10000) }),
    yieldStrength: num(0, 10000),
    tensileStrength: num(0, 10000),
    tensileModulus: num(0, 100000),
    materialIdentification: pct(),
    hardness: pair({ type: z.enum(hardnessTypes), value: numReq(0, 100) }),
    colourByColorimetry: z.optional(z.nullable(z.object({ l: num(0, 100), c: num(0, 200), h: num(0, 360) }))),
    flexuralStrength: num(0, 10000),
    flexuralModulus: num(0, 100000),
    impactResistance: num(0, 10000),
    punctureTest: num(0, 10000),
    flammability: opt(z.enum(flammabilityClasses)),
    volatileOrganicContent: num(0, 1e6),
    odour: text(500),
    heatDeflectionTemperature: num(-100, 500),
    meltFiltrationMeshSize: num(0, 100000),
    washingProcess: opt(z.enum(washingProcesses)),
    recyclingProcessDetails: list(enumOrOther(recyclingProcessDetails), 20),
    colorantDetails: text(1000),
    nonTargetMaterials: list(NonTargetMaterial, 20),
    processingMethods: list(z.enum(processingMethods), 20),
    intendedMarkets: list(enumOrOther(intendedMarkets), 20),
    co2Equivalents: num(0, 1e6),
    // commercial
    batchSize: num(0, 1e6),
    capacity: z.optional(z.nullable(Capacity)),
    pricePerTon: z.optional(z.nullable(Money)),
    countryOfOrigin: opt(countryCode),
    certificates: list(z.enum(materialCertificates), 20),
    incoterms: list(Incoterm, 20),
    images: list(ImageRecord, 30),
    documents: list(DocumentRecord, 30),
  }),
);
/** Form values (before parsing) and the parsed, normalised material fields. */
export type MaterialInput = z.input<typeof MaterialInput>;
export type MaterialFields = z.output<typeof MaterialInput>;
let fieldNames: (keyof MaterialFields)[] | undefined;
/** Every field of MaterialInput (a function, so that the schema is built only by those who need it). */
export const materialFieldNames = () => (fieldNames ??= Object.keys(MaterialInput.shape) as (keyof MaterialFields)[]);

/**
 * The product form's sections (the 'Edit product' screen): the four level groups (shared/rules/data-quality.ts
 * `dqlFields`), optional characteristics, Commercial; plus identity fields and files shown apart.
 */
export const commercialFields = ["batchSize", "capacity", "pricePerTon", "countryOfOrigin", "certificates", "incoterms"] as const;
export const identityFields = ["name", "internalName", "type", "isPublic", "description"] as const;
export const fileFields = ["images", "documents"] as const;
const grouped = new Set<string>([...Object.values(dqlFields).flat(), ...commercialFields, ...identityFields, ...fileFields]);
/** The fields in no level, commercial, identity or file group: the form's "optional characteristics". */
export const optionalCharacteristicFields = () => materialFieldNames().filter((f) => !grouped.has(f));
export const materialFormSections = {
  dql1: dqlFields[1].filter((f) => !(identityFields as readonly string[]).includes(f)),
  dql2: dqlFields[2],
  dql3: dqlFields[3],
  dql4: dqlFields[4],
  /** A getter: listing these fields builds MaterialInput, which only the form needs. */
  get optional() {
    return optionalCharacteristicFields();
  },
  commercial: commercialFields,
} as const;

/**
 * Who may own a new material (ADR 0189): staff file it under the customer's company, which they must name;
 * the platform's own company (the staff's) sells nothing. The API answers these on `companyId` (PUT /materials)
 * or the path's company (material-from-datasheet); the SPA translates them (validationErrorMessages).
 */
export const MATERIAL_OWNER_MESSAGES = {
  required: "Company is required",
  platform: "Materials belong to a customer's company; pick the company that offers it",
} as const;

/** PUT /materials: staff name the customer company it is created for (MATERIAL_OWNER_MESSAGES). */
export const MaterialCreate = lazy(() => z.extend(MaterialInput, { companyId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))) }));
export type MaterialCreate = z.input<typeof MaterialCreate>;

/** POST /materials/{id}: any subset of fields; `version` (when sent) must match the stored one (else 409). */
export const MaterialUpdate = lazy(() =>
  z.extend(z.partial(MaterialInput), {
    // no default here: a partial update without a type keeps the stored one
    type: z.optional(z.enum(materialTypes)),
    version: z.optional(versionNumber(1)),
  }),
);
export type MaterialUpdate = z.input<typeof MaterialUpdate>;

/** What every material answer carries. */
export type Material = Omit<MaterialFields, "images" | "documents"> &
  Audited & {
    id: string;
    companyId: string;
    images: FileRecord[];
    documents: FileRecord[];
    /** 1–4, or null when not even level 1 is met (computed, shared/rules/data-quality.ts). */
    dataQualityLevel: 1 | 2 | 3 | 4 | null;
    /** The invalid-product flag (shared/rules/invalid-product.ts). */
    invalid: boolean;
    /** In admin lists: the owning company's summary. */
    company?: { id: string; name: string; score?: number | null; verified?: boolean; assignedUserId?: string | null } | null;
  };

/** Material fields only staff see (the internal name; the authors). */
export const MATERIAL_STAFF_FIELDS = ["internalName", "createdBy", "updatedBy"] as const;
export type MaterialAnswer = StaffOptional<Material, (typeof MATERIAL_STAFF_FIELDS)[number]>;

/** Public catalog: internal and audit-author fields are never shown. */
export const PUBLIC_HIDDEN_FIELDS = ["internalName", "createdBy", "updatedBy", "companyId", "version", "lotNumber"] as const;
export type PublicMaterial = Omit<Material, (typeof PUBLIC_HIDDEN_FIELDS)[number] | "company">;

/**
 * What a product list answers per item (ADR 0082): the columns the list screens show, not the ~60 attributes
 * of a material. `images` holds the first image only (the thumbnail). Staff see the company's score,
 * verification and assignee; ordinary users only its id and name; the public catalog no company at all.
 */
export const MATERIAL_LIST_FIELDS = [
  "id",
  "companyId",
  "name",
  "type",
  "isPublic",
  "createdDate",
  "updatedDate",
  "version",
  "capacity",
  "pricePerTon",
  "condition",
  "source",
  "color",
  "viscosity",
  "countryOfOrigin",
  "intendedMarkets",
  "certificates",
  "images",
  "documents",
  "dataQualityLevel",
  "invalid",
] as const;
export type MaterialListItem = Pick<Material, (typeof MATERIAL_LIST_FIELDS)[number] | "company">;
export type PublicMaterialListItem = Omit<MaterialListItem, "companyId" | "version" | "company">;

/* ---------- list queries ---------- */

const bool = z.optional(z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean()));

/** GET /materials; the admin list's filters (ordinary users may use type only). */
export const MaterialListQuery = lazy(() =>
  z.extend(pageQuery, {
    type: z.optional(z.enum(materialTypes)),
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    types: csv(z.enum(materialTypes), MAX_FILTER_VALUES.types),
    conditions: csv(z.string().check(z.minLength(1), z.maxLength(100)), MAX_FILTER_VALUES.conditions),
    countries: csv(
      z.pipe(
        z.string().check(z.regex(/^[A-Za-z]{2}$/, "Must be 2 letters")),
        z.transform((s: string) => s.toUpperCase()),
      ),
      MAX_FILTER_VALUES.countries,
    ),
    source: csv(z.enum(sources), MAX_FILTER_VALUES.source),
    colors: csv(z.string().check(z.minLength(1), z.maxLength(100)), MAX_FILTER_VALUES.colors),
    companyVerified: bool,
    score: csv(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5)), MAX_FILTER_VALUES.score),
    processingMethods: csv(z.enum(processingMethods), MAX_FILTER_VALUES.processingMethods),
    hasDocuments: bool,
    assignee: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
    showInvalid: bool,
  }),
);
export type MaterialListQuery = z.output<typeof MaterialListQuery>;

/** GET /companies/{id}/materials and GET /public-materials. */
export const MaterialPageQuery = z.extend(pageQuery, { type: z.optional(z.enum(materialTypes)) });

export const UploadRequest = z.object({
  contentType: z.string().check(z.minLength(1), z.maxLength(100)),
  size: z.optional(z.number().check(z.int(), z.minimum(1, "Must be at least 1 byte"), z.maximum(MAX_FILE_BYTES, `Must be at most ${MAX_FILE_BYTES}`))),
  name: z.optional(fileName),
  materialId: z.optional(z.string().check(z.maxLength(MAX_ID_LENGTH))),
});
/**
 * A presigned upload (ADR 0162). With a size in the request, `uploadMethod` is "PUT": send the file by PUT to
 * `uploadUrl` with exactly that length and the content type. Without one, "POST": send a multipart form to
 * `uploadUrl` with `uploadFields` first and the file last (its policy allows 1..`maxBytes` bytes of the type).
 */
export interface UploadAnswer {
  id: string;
  uploadUrl: string;
  uploadMethod: "PUT" | "POST";
  uploadFields?: Record<string, string>;
  /** The largest file of this kind. */
  maxBytes: number;
  /** Where the file is served from once its record was saved. */
  downloadUrl: string;
  /** The file record to add to the material's images/documents after the PUT. */
  file: FileRecord;
}

export const WarehouseInput = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  availableAmountKg: z.preprocess(blankNum, bounded(0, MAX_AMOUNT_KG)),
});
export interface WarehouseMaterial extends Audited {
  id: string;
  availableAmountKg: number;
  /** The material's draft samples (read live, ADR 0138), each with its lead's description when it still exists. */
  reserved: { amountKg: number; sampleId?: string; leadId?: string; lead?: { id: string; description: string } | null }[];
  material?: { id: string; name: string; internalName?: string | null; type: string; companyId: string; companyName?: string | null } | null;
}

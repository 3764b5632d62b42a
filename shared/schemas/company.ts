import {
  blankToNull,
  csv,
  countryCode,
  email,
  httpUrl,
  nonEmpty,
  nonEmptyLine,
  notTiny,
  pageQuery,
  versionNumber,
  type Audited,
  type Page,
  type StaffOptional,
} from "./common";
import { MAX_AMOUNT_KG, MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH } from "./limits";
import { capacityFrequencies, companyCertificates, companyTypes, industries, potentials } from "./enums";
import { sources } from "./material-enums";
import { DocumentRecord, type FileRecord } from "./material";
import type { CompanyIntegration } from "./integration";
import * as z from "./zod";

export { capacityFrequencies, companyCertificates, companyTypes, industries, potentials };

/**
 * The company. One record is stored; it is answered in
 * the older shape (`Company`, /companies) and in the v2 shape (`CompanyV2`, /v2/companies). How the two map
 * onto the stored record is shared/rules/company-shapes.ts (docs/decisions/0108).
 */

const optText = (max = 2000) => z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(max)))));
const optUrl = z.optional(z.preprocess(blankToNull, z.nullable(httpUrl)));
const optId = z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))));

/** A free list of short names (applications, products, materials): each entry and the list are capped. */
const names = () => z.array(nonEmpty.check(z.maxLength(MAX_NAME_LENGTH))).check(z.maxLength(MAX_LIST_ITEMS));
const score = z.optional(z.preprocess(blankToNull, z.nullable(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5)))));

export const Address = z.object({
  street: optText(),
  city: optText(),
  zip: optText(),
  countryCode: z.optional(z.preprocess(blankToNull, z.nullable(countryCode))),
});

export const BuyerProfile = z.object({
  potential: z._default(z.enum(potentials), "unknown"),
  applications: z._default(names(), []),
  products: z._default(names(), []),
  materials: z._default(names(), []),
});
export const SellerProfile = z.object({
  certificates: z._default(z.array(z.enum(companyCertificates)).check(z.maxLength(MAX_LIST_ITEMS)), []),
  materials: z._default(
    z
      .array(
        z.object({
          type: nonEmpty.check(z.maxLength(MAX_NAME_LENGTH)),
          capacity: z.optional(
            z.nullable(
              z.object({
                amountKg: z.number().check(z.minimum(0), z.maximum(MAX_AMOUNT_KG, `Must be at most ${MAX_AMOUNT_KG}`), notTiny),
                frequency: z.enum(capacityFrequencies),
              }),
            ),
          ),
        }),
      )
      .check(z.maxLength(MAX_LIST_ITEMS)),
    [],
  ),
});

/** The older shape's capacity: sent with any frequency, stored per year in metric tons. */
export const CompanyCapacity = z.object({
  amount: z.number().check(z.minimum(0), z.maximum(MAX_AMOUNT_KG / 1000, `Must be at most ${MAX_AMOUNT_KG / 1000}`), notTiny),
  frequency: z._default(z.enum(capacityFrequencies), "year"),
});

export const companyProfiles = ["buyer", "seller"] as const;

/** Fields both shapes write the same way. */
const commonFields = {
  name: nonEmptyLine.check(z.maxLength(200)),
  description: optText(5000),
  website: optUrl,
  logo: optUrl,
  type: z.optional(z.nullable(z.enum(companyTypes))),
  address: z.optional(Address),
  buyerProfile: z.optional(z.nullable(BuyerProfile)),
  sellerProfile: z.optional(z.nullable(SellerProfile)),
  score,
  documents: z.optional(z.array(DocumentRecord).check(z.maxLength(30))),
  /** Optimistic locking on update: a stale version answers 409. */
  version: z.optional(versionNumber(1)),
};

/**
 * The older shape's write (PUT /companies creates, POST /companies/{id} updates): blank → null,
 * URL, e-mail, country code upper-cased, score 1–5. `profiles`, `certificates` and `materials` are the older
 * shape's views of buyerProfile/sellerProfile and are folded into them on write.
 */
export const CompanyInput = z.object({
  ...commonFields,
  email: z.optional(z.preprocess(blankToNull, z.nullable(email))),
  phoneNumber: optText(100),
  industries: z.optional(z.array(z.enum(industries)).check(z.maxLength(MAX_LIST_ITEMS))),
  applications: z.optional(names()),
  registrationNumber: optText(100),
  assignedUserId: optId,
  mainContactId: optId,
  verified: z.optional(z.boolean()),
  profiles: z.optional(z.array(z.enum(companyProfiles)).check(z.maxLength(2))),
  certificates: z.optional(z.array(z.enum(companyCertificates)).check(z.maxLength(MAX_LIST_ITEMS))),
  materials: z.optional(names()),
  capacity: z.optional(z.nullable(CompanyCapacity)),
  materialSources: z.optional(z.array(z.enum(sources)).check(z.maxLength(sources.length))),
});
export type CompanyInput = z.input<typeof CompanyInput>;

/** The v2 write (PUT /v2/companies creates, POST /v2/companies/{id} updates). */
export const CompanyV2Input = z.object({
  ...commonFields,
  phoneNumbers: z.optional(z.array(nonEmpty.check(z.maxLength(100))).check(z.maxLength(10))),
  accountOwnerId: optId,
});
export type CompanyV2Input = z.input<typeof CompanyV2Input>;

/** The companies list's filters (all in the query string) and sort. Lists of values are comma-separated. */
export const companySorts = ["name", "-name", "createdDate", "-createdDate", "updatedDate", "-updatedDate"] as const;
export const CompanyListQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** A staff user id, or "none" for companies nobody owns. */
  assignee: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
  scope: z.optional(z.enum(companyProfiles)),
  types: csv(z.enum(companyTypes), companyTypes.length),
  score: csv(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5)), 5),
  applications: csv(nonEmpty.check(z.maxLength(MAX_NAME_LENGTH)), 10),
  sort: z.optional(z.enum(companySorts)),
});
export type CompanyListQuery = z.output<typeof CompanyListQuery>;
/** GET /companies/export: the list's filters and sort, every page (no cursor or page size). */
export const CompanyExportQuery = z.omit(CompanyListQuery, { cursor: true, limit: true });

/**
 * The stored record: the fields the two write shapes fold into (shared/rules/company-shapes.ts), then the
 * server's own (id, the capacity per year, the registered documents, the enrichment data, the audit). The
 * companies entity's attributes derive from it (functions/domains/companies/entity.ts). Answered by GET
 * /companies/{id} with the older shape's derived fields added.
 */
export const CompanyStored = z.extend(
  z.pick(CompanyInput, {
    name: true,
    description: true,
    website: true,
    logo: true,
    email: true,
    phoneNumber: true,
    type: true,
    industries: true,
    applications: true,
    score: true,
    registrationNumber: true,
    address: true,
    buyerProfile: true,
    sellerProfile: true,
    assignedUserId: true,
    mainContactId: true,
    verified: true,
    materialSources: true,
  }),
  {
    phoneNumbers: CompanyV2Input.shape.phoneNumbers,
    id: z.string(),
    /** Per year, in metric tons. */
    capacity: z.optional(z.nullable(z.object({ amount: z.number(), frequency: z.literal("year") }))),
    /** Registered through their own routes (upload, register, delete), not by the body. */
    documents: z.optional(z.array(z.custom<FileRecord>())),
    /** Organization data pulled from external providers, one entry per provider (staff only; functions/core/enrichment). */
    integrations: z.optional(z.array(z.custom<CompanyIntegration>())),
    createdDate: z.string(),
    updatedDate: z.string(),
    createdBy: z.string(),
    updatedBy: z.string(),
    version: z.number(),
  },
);
export type CompanyRecord = z.output<typeof CompanyStored>;

/** The older shape (GET /companies/{id}): the record plus profiles, certificates and materials derived from it. */
export interface Company extends CompanyRecord {
  profiles: (typeof companyProfiles)[number][];
  certificates: (typeof companyCertificates)[number][];
  materials: string[];
}

/** The v2 shape (GET /v2/companies/{id}): the company with its contacts. */
export interface CompanyV2 extends Audited {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  logo: string | null;
  address: z.infer<typeof Address>;
  phoneNumbers: string[];
  type: (typeof companyTypes)[number] | null;
  buyerProfile: z.infer<typeof BuyerProfile> | null;
  sellerProfile: z.infer<typeof SellerProfile> | null;
  score: number | null;
  contacts: { id: string; firstName: string | null; lastName: string | null; email: string | null; phoneNumber: string | null; position: string | null }[];
  accountOwnerId: string | null;
  documents: FileRecord[];
  /** Staff only (COMPANY_V2_STAFF_FIELDS). */
  integrations: CompanyIntegration[];
}

/** A row of the companies list: a projection, never the whole record. */
export interface CompanyListItem {
  id: string;
  name: string;
  createdDate: string;
  updatedDate: string;
  assignedUserId: string | null;
  countryCode: string | null;
  scope: (typeof companyProfiles)[number];
  type: (typeof companyTypes)[number] | null;
  score: number | null;
  materials: string[];
  applications: string[];
  verified?: boolean;
}
export type CompanyPage = Page<CompanyListItem>;

/* ---------- duplicates, import, export ---------- */

/** GET /companies/duplicates: any of the keys; the answer lists existing companies sharing one. */
export const CompanyDuplicateQuery = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  website: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  registrationNumber: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** When editing: the company itself is not its own duplicate. */
  excludeId: z.optional(z.string().check(z.maxLength(MAX_ID_LENGTH))),
});
export interface CompanyDuplicate {
  id: string;
  name: string;
  reason: "name" | "website" | "registrationNumber";
}

/** One CSV row after the column mapping: a company (older shape) and up to 5 contacts. */
export const CompanyImportContact = z.object({
  firstName: optText(500),
  lastName: optText(500),
  email: z.optional(z.preprocess(blankToNull, z.nullable(email))),
  position: optText(500),
  phoneNumber: optText(100),
});
export const CompanyImportRow = z.object({
  company: CompanyInput,
  contacts: z._default(z.array(CompanyImportContact).check(z.maxLength(5)), []),
});
export const MAX_IMPORT_ROWS_PER_CALL = 200;
export const CompanyImportBody = z.object({
  rows: z
    .array(z.object({ row: z.number().check(z.int(), z.minimum(1), z.maximum(1e6)), data: z.unknown() }))
    .check(z.minLength(1), z.maxLength(MAX_IMPORT_ROWS_PER_CALL)),
});
export interface CompanyImportResult {
  imported: { row: number; companyId: string }[];
  failed: { row: number; issues: { path: string; message: string }[] }[];
  /** `imported`: the row itself was stored by an earlier import of it (a re-import, or a retried call). */
  duplicates: { row: number; companyId: string; name: string; reason: CompanyDuplicate["reason"] | "email" | "imported" }[];
  /**
   * A row's contact (its position in the row, named by e-mail or name) not written again because staff deleted
   * it after this import batch (the same Idempotency-Key) began: `deletedSince`.
   */
  skipped: { row: number; companyId: string; contact: number; name: string; reason: "deletedSince" }[];
}

/* ---------- what each reader gets (docs/decisions/0065) ---------- */

/** Company fields only staff see: the sales rating, the account owner, the verification flag and the authors. */
export const COMPANY_STAFF_FIELDS = ["score", "assignedUserId", "verified", "createdBy", "updatedBy", "integrations"] as const;
/** The same facts under their v2 names. */
export const COMPANY_V2_STAFF_FIELDS = ["score", "accountOwnerId", "createdBy", "updatedBy", "integrations"] as const;
/** Of a list row. */
export const COMPANY_LIST_STAFF_FIELDS = ["score", "assignedUserId", "verified"] as const;
export type CompanyAnswer = StaffOptional<Company, (typeof COMPANY_STAFF_FIELDS)[number]>;
export type CompanyV2Answer = StaffOptional<CompanyV2, (typeof COMPANY_V2_STAFF_FIELDS)[number]>;
export type CompanyListAnswer = StaffOptional<CompanyListItem, (typeof COMPANY_LIST_STAFF_FIELDS)[number]>;

import type { Company, CompanyInput, CompanyRecord, CompanyV2, CompanyV2Input } from "../schemas/company";
import type * as z from "../schemas/zod";
import { applyChanges as applyRecordChanges, type Changes } from "./changes";

/**
 * The two spec shapes of one stored company (docs/decisions/0108). Pure: no zod at run time, no I/O.
 *
 * Reads: the older shape derives `profiles` (which profiles exist), `certificates` (the seller profile's) and
 * `materials` (the profiles' material names); the v2 shape renames assignedUserId to accountOwnerId and adds
 * the contacts. Writes: each shape's (validated) input becomes changes to the record; `null` clears a field,
 * an absent key leaves it.
 */

type OlderInput = z.output<typeof CompanyInput>;
type V2Input = z.output<typeof CompanyV2Input>;
type Buyer = NonNullable<CompanyRecord["buyerProfile"]>;
type Seller = NonNullable<CompanyRecord["sellerProfile"]>;

/** Record changes: a field set to null is removed from the stored record. */
export type RecordChanges = Changes<CompanyRecord>;
export interface ShapeIssue {
  path: string;
  message: string;
}

/** Fields only the older shape has: views of the profiles, folded into them on write (never stored as such). */
export const OLDER_SHAPE_VIEW_FIELDS = ["profiles", "certificates", "materials"] as const;
/** v2 names of stored fields. */
export const V2_RENAMED_FIELDS = { accountOwnerId: "assignedUserId" } as const;

const unique = <T>(xs: readonly T[]) => [...new Set(xs)];

/* ---------- reads ---------- */

export function profilesOf(r: Pick<CompanyRecord, "buyerProfile" | "sellerProfile">): Company["profiles"] {
  return [...(r.buyerProfile ? ["buyer" as const] : []), ...(r.sellerProfile ? ["seller" as const] : [])];
}

/** Material names of both profiles, the seller's first, each once. */
export function materialsOf(r: Pick<CompanyRecord, "buyerProfile" | "sellerProfile">): string[] {
  return unique([...(r.sellerProfile?.materials ?? []).map((m) => m.type), ...(r.buyerProfile?.materials ?? [])]);
}

/** The companies list's scope: seller if a seller profile exists, otherwise buyer. */
export const scopeOf = (r: Pick<CompanyRecord, "sellerProfile">): "buyer" | "seller" => (r.sellerProfile ? "seller" : "buyer");

export function toOlderShape(r: CompanyRecord): Company {
  return { ...r, profiles: profilesOf(r), certificates: [...(r.sellerProfile?.certificates ?? [])], materials: materialsOf(r) };
}

/** The v2 phone list: the stored list, or the older shape's single number when no list was ever written. */
export const phoneNumbersOf = (r: Pick<CompanyRecord, "phoneNumbers" | "phoneNumber">) => r.phoneNumbers ?? (r.phoneNumber ? [r.phoneNumber] : []);

export function toV2Shape(r: CompanyRecord, contacts: CompanyV2["contacts"] = []): CompanyV2 {
  return {
    id: r.id,
    name: r.name,
    description: r.description ?? null,
    website: r.website ?? null,
    logo: r.logo ?? null,
    address: r.address ?? {},
    phoneNumbers: phoneNumbersOf(r),
    type: r.type ?? null,
    buyerProfile: r.buyerProfile ?? null,
    sellerProfile: r.sellerProfile ?? null,
    score: r.score ?? null,
    contacts,
    accountOwnerId: r.assignedUserId ?? null,
    documents: r.documents ?? [],
    integrations: r.integrations ?? [],
    createdDate: r.createdDate,
    updatedDate: r.updatedDate,
    createdBy: r.createdBy,
    updatedBy: r.updatedBy,
    version: r.version,
  };
}

/* ---------- writes ---------- */

/** Months per year for the capacity rule (ADR 0108): month ×12; spot and year are taken as a yearly figure. */
const PER_YEAR = { month: 12, year: 1, spot: 1 } as const;

/** The older shape's capacity stored per year in metric tons. */
export function capacityPerYear(c: { amount: number; frequency?: "month" | "year" | "spot" } | null | undefined): CompanyRecord["capacity"] | null | undefined {
  if (c === undefined) return undefined;
  if (c === null) return null;
  return { amount: c.amount * PER_YEAR[c.frequency ?? "year"], frequency: "year" };
}

const DIRECT_OLDER = [
  "name",
  "description",
  "website",
  "logo",
  "type",
  "address",
  "score",
  "documents",
  "email",
  "phoneNumber",
  "industries",
  "applications",
  "registrationNumber",
  "assignedUserId",
  "mainContactId",
  "verified",
  "materialSources",
] as const;
const DIRECT_V2 = ["name", "description", "website", "logo", "type", "address", "score", "documents", "phoneNumbers"] as const;

const emptyBuyer = (): Buyer => ({ potential: "unknown", applications: [], products: [], materials: [] });
const emptySeller = (): Seller => ({ certificates: [], materials: [] });

function copy<K extends string>(keys: readonly K[], input: Partial<Record<K, unknown>>, out: Record<string, unknown>) {
  for (const k of keys) if (input[k] !== undefined) out[k] = input[k];
}

/**
 * Older input → record changes. `existing` is the stored record on update (null on create). Certificates
 * need a seller profile and materials some profile on the record as written; otherwise they would be lost,
 * so they are refused (an issue naming the field) rather than silently dropped.
 */
export function fromOlderInput(input: Partial<OlderInput>, existing: CompanyRecord | null): { changes: RecordChanges; issues: ShapeIssue[] } {
  const out: Record<string, unknown> = {};
  const issues: ShapeIssue[] = [];
  copy(DIRECT_OLDER, input as Record<string, unknown>, out);
  if (input.capacity !== undefined) out.capacity = capacityPerYear(input.capacity);

  let buyer = input.buyerProfile !== undefined ? input.buyerProfile : (existing?.buyerProfile ?? null);
  let seller = input.sellerProfile !== undefined ? input.sellerProfile : (existing?.sellerProfile ?? null);
  let touched = input.buyerProfile !== undefined || input.sellerProfile !== undefined;
  if (input.profiles) {
    buyer = input.profiles.includes("buyer") ? (buyer ?? emptyBuyer()) : null;
    seller = input.profiles.includes("seller") ? (seller ?? emptySeller()) : null;
    touched = true;
  }
  if (input.certificates) {
    if (!seller) {
      if (input.certificates.length) issues.push({ path: "body.certificates", message: "Certificates need the seller profile" });
    } else seller = { ...seller, certificates: unique(input.certificates) };
    touched = true;
  }
  if (input.materials) {
    const names = unique(input.materials);
    if (!seller && !buyer) {
      if (names.length) issues.push({ path: "body.materials", message: "Materials need a buyer or seller profile" });
    }
    if (seller) {
      const known = new Map(seller.materials.map((m) => [m.type, m]));
      seller = { ...seller, materials: names.map((type) => known.get(type) ?? { type }) };
    }
    if (buyer) buyer = { ...buyer, materials: names };
    touched = true;
  }
  if (touched) {
    out.buyerProfile = buyer;
    out.sellerProfile = seller;
  }
  return { changes: out as RecordChanges, issues };
}

/** v2 input → record changes: the same stored fields, accountOwnerId stored as assignedUserId. */
export function fromV2Input(input: Partial<V2Input>): RecordChanges {
  const out: Record<string, unknown> = {};
  copy(DIRECT_V2, input as Record<string, unknown>, out);
  if (input.buyerProfile !== undefined) out.buyerProfile = input.buyerProfile;
  if (input.sellerProfile !== undefined) out.sellerProfile = input.sellerProfile;
  if (input.accountOwnerId !== undefined) out.assignedUserId = input.accountOwnerId;
  return out as RecordChanges;
}

/** Apply record changes to a record (null removes), as the store does: for tests and the before/after of events. */
export const applyChanges = (r: CompanyRecord, changes: RecordChanges): CompanyRecord => applyRecordChanges(r, changes);

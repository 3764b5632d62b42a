import type { output } from "zod/v4/core";
import type { DealCreate, DealListQuery, DealUpdate } from "../../../shared/schemas/deal";
import { applyChanges } from "../../../shared/rules/changes";
import { createdBy } from "../../db/audit";
import {
  claimNumber,
  createDeal,
  dealIdOfNumber,
  getDeal,
  listDeals,
  nextCounter,
  putDeal,
  recentDeals as newestDeals,
  releaseNumber,
  type StoredDeal,
} from "./queries";
import { db } from "../../db/service";
import type { AuthContext } from "../../lib/auth";
import { badRequest, conflict, HttpError, notFound } from "../../lib/errors";
import { signContractLink } from "./contract-link";
import { leadForDeal } from "./lead";
import { dealViews } from "./view";
import { earlierRecord, newId } from "../../lib/ids";

export { dealView, dealViews } from "./view";
export { DUE_NOW_WINDOW, reminders } from "./reminders";
export type { StoredDeal } from "./queries";

/**
 * The deals service: what other domains, handlers, scripts and tests call (never ./queries or ./entity).
 * The contract PDF (./contract.ts) is not re-exported here: only its route's handler imports it, so pdf-lib
 * stays out of the other bundles. Deals (ADR 0139). Staff only: every route is
 * admin (the handler stack answers 403 to others). Transaction numbers are unique: assigned by the server
 * (TRX-YYYY-NNNN) when absent, and a typed one is claimed like an assigned one.
 */

/** The stored deal, or null (the seed's check for a deal it wrote before, the search's lookup by id). */
export function findDeal(id: string): Promise<StoredDeal | null> {
  return getDeal(id);
}

/** The newest deals as stored, up to `max` (the seed's spreadsheet, tests). */
export function recentDeals(max: number): Promise<StoredDeal[]> {
  return newestDeals(max);
}

/** Claim a transaction number for a deal; false when another deal holds it (the seed writes deals directly). */
export function claimTransactionNumber(number: string, dealId: string): Promise<boolean> {
  return claimNumber(number, dealId);
}

/** The deal a transaction number names (case-insensitive), as stored, or null: the claim's GetItem, then the deal's. */
export async function findByTransactionNumber(number: string): Promise<StoredDeal | null> {
  const id = await dealIdOfNumber(number);
  return id ? getDeal(id) : null;
}

export async function loadDeal(id: string): Promise<StoredDeal> {
  const d = await getDeal(id);
  if (!d) throw notFound("Deal");
  return d;
}

const one = async (d: StoredDeal) => (await dealViews([d]))[0];

export async function get(id: string) {
  return one(await loadDeal(id));
}

/** The stored deal, for a domain that reads its contract (the price index); 404 for an unknown deal. */
export async function stored(id: string) {
  return loadDeal(id);
}

export async function list(query: Partial<output<typeof DealListQuery>>) {
  return listDeals({ cursor: query.cursor, limit: query.limit }, dealViews);
}

/* ---------- writes ---------- */

type Fields = Partial<output<typeof DealUpdate>>;

/** buyerId and sellerId must name existing companies (400 at the field otherwise). */
async function checkCompanies(f: Fields) {
  const ids = (["buyerId", "sellerId"] as const).filter((k) => f[k]);
  if (!ids.length) return;
  const { data } = await db()
    .company.get(ids.map((k) => ({ id: f[k]! })))
    .go();
  const found = new Set((data as { id: string }[]).map((c) => c.id));
  const issues = ids.filter((k) => !found.has(f[k]!)).map((k) => ({ path: `body.${k}`, message: "Company not found" }));
  if (issues.length) throw badRequest("Validation failed", issues);
}

const numberTaken = () =>
  new HttpError(409, "Transaction number is already in use", [{ path: "body.transactionNumber", message: "Transaction number is already in use" }]);

/** A free TRX-YYYY-NNNN: the year's counter goes up until a number nobody typed in by hand is found. */
async function assignNumber(dealId: string, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  for (let i = 0; i < 50; i++) {
    const n = `TRX-${year}-${String(await nextCounter(year)).padStart(4, "0")}`;
    if (await claimNumber(n, dealId)) return n;
  }
  throw conflict("Could not assign a transaction number; try again");
}

/** The lead a deal is created from: it must exist and be won; its company is the buyer (buy lead) or seller (sell lead). */
async function fromLead(leadId: string): Promise<Pick<StoredDeal, "leadId" | "buyerId" | "sellerId">> {
  const lead = await leadForDeal(leadId);
  if (!lead) throw new HttpError(400, "Lead not found", [{ path: "body.leadId", message: "Lead not found" }]);
  if (lead.status !== "won" && lead.completionStatus !== "won")
    throw new HttpError(409, "Only a won lead can become a deal", [{ path: "body.leadId", message: "Only a won lead can become a deal" }]);
  return { leadId: lead.id, ...(lead.type === "buy" ? { buyerId: lead.companyId } : { sellerId: lead.companyId }) };
}

const clean = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

export async function create(body: output<typeof DealCreate>, auth: AuthContext) {
  const { leadId, ...fields } = body;
  const id = newId("deal");
  const earlier = await earlierRecord(id, getDeal, auth.userId);
  if (earlier) return one(earlier);
  const record = { ...(leadId ? await fromLead(leadId) : {}), ...clean(fields) } as Partial<StoredDeal>;
  await checkCompanies(record);
  if (record.transactionNumber) {
    if (!(await claimNumber(record.transactionNumber, id))) throw numberTaken();
  } else record.transactionNumber = await assignNumber(id);
  try {
    const created = await createDeal({
      contractData: { materials: [], currency: body.contractData?.currency ?? "EUR" },
      ...record,
      id,
      ...createdBy(auth.userId),
    } as StoredDeal);
    return one(created);
  } catch (err) {
    await releaseNumber(record.transactionNumber, id);
    throw err;
  }
}

/** Versioned partial update: null clears a field; a changed transaction number is claimed before the write. */
export async function update(id: string, body: output<typeof DealUpdate>, auth: AuthContext) {
  const existing = await loadDeal(id);
  const { version, ...changes } = body;
  await checkCompanies(changes);
  if (changes.transactionNumber === null) throw badRequest("Validation failed", [{ path: "body.transactionNumber", message: "Must not be empty" }]);
  const renumber =
    changes.transactionNumber && changes.transactionNumber.toUpperCase() !== existing.transactionNumber.toUpperCase() ? changes.transactionNumber : null;
  if (version !== undefined && version !== existing.version) throw conflict();
  if (renumber && !(await claimNumber(renumber, id))) throw numberTaken();
  const merged = applyChanges(existing, changes);
  try {
    const updated = await putDeal(existing, merged, auth.userId, version);
    if (renumber) await releaseNumber(existing.transactionNumber, id);
    return one(updated);
  } catch (err) {
    if (renumber) await releaseNumber(renumber, id);
    throw err;
  }
}

/* ---------- contract links ---------- */

export async function contractLink(id: string) {
  await loadDeal(id);
  return signContractLink(id);
}

import type { output } from "zod/v4/core";
import type { CompanyInput, CompanyListQuery, CompanyRecord, CompanyV2, CompanyV2Input } from "../../../shared/schemas/company";
import type { MaterialListQuery } from "../../../shared/schemas/material";
import { fromOlderInput, fromV2Input, toOlderShape, toV2Shape, type RecordChanges } from "../../../shared/rules/company-shapes";
import { checkCompanyDocuments, deleteCompanyDocuments, presignCompanyDocument, signCompanyDocuments } from "./documents";
import { getCompany, listCompanies, toListItem, updateCompany } from "./queries";
import { companyFactsOf, contactView, getContact, listCompanyContacts, refreshContactsCompanyFacts } from "../contacts";
import { listCompanyMaterials } from "../materials";
import { assertCompanyAccess, type AuthContext } from "../../lib/auth";
import { badRequest, HttpError, notFound } from "../../lib/errors";
import { recordCompanyEvent } from "../events";
import { createFrom } from "./create";
import { companyListItemView, companyV2View, companyView } from "./view";
import { renameCompanyOnRequests } from "../requests";

export { COMPANY_STAFF_FIELDS, companyView, type CompanyView } from "./view";
export { createFrom, duplicates } from "./create";
export { findOrCreateByName } from "./find-or-create";
export { companyAction } from "./action";
export { COMPANIES_CSV_HEADERS, exportCsv } from "./export";
export { HELD_MESSAGE, importRows, NOT_SAVED_MESSAGE } from "./import";
export { remove } from "./remove";
export { DELETE_LEASE_MS, resumeCompanyDeletes } from "./delete-job";
export { beingDeleted, companyForChild, keepChild } from "./live";
export { companiesById, companyDocumentKey, createCompany, getCompany, listAllCompanies, updateCompany } from "./records";
export { companiesByNamePrefix, markCompanyDeleting, refreshCompanyNameKey } from "./queries";
export { companiesWithKeys, syncCompanyKeys } from "./queries-keys";

/**
 * Companies: who may read and change which company, in which
 * shape (shared/rules/company-shapes.ts), and what each reader sees of it. Ordinary users reach only their
 * own company (another id answers 404 like an unknown one); create, delete-any, import and export are staff's.
 * The service: what the handlers, other domains, workflows, scripts and tests call (never ./queries or the
 * entities; the domains this service itself calls read through ./records.ts and ./live.ts instead).
 */

/** The company, if the caller may read it; another company's id answers 404 like an unknown one. */
export async function loadOwned(id: string, auth: AuthContext): Promise<CompanyRecord> {
  assertCompanyAccess(auth, id, "Company");
  const company = await getCompany(id);
  if (!company) throw notFound("Company");
  return company;
}

/** The record as answered: document links signed afresh on every read (never stored). */
async function signed(r: CompanyRecord): Promise<CompanyRecord> {
  return r.documents?.length ? { ...r, documents: await signCompanyDocuments(r.id, r.documents) } : r;
}

async function contactsOf(companyId: string): Promise<CompanyV2["contacts"]> {
  const { items } = await listCompanyContacts(companyId, { limit: 100 });
  return items.map((c) => ({
    id: c.id,
    firstName: c.firstName ?? null,
    lastName: c.lastName ?? null,
    email: c.email ?? null,
    phoneNumber: c.phoneNumber ?? null,
    position: c.position ?? null,
  }));
}

const olderAnswer = async (r: CompanyRecord, auth: AuthContext) => companyView(toOlderShape(await signed(r)), auth);
const v2Answer = async (r: CompanyRecord, auth: AuthContext) => companyV2View(toV2Shape(await signed(r), await contactsOf(r.id)), auth);

export async function get(id: string, auth: AuthContext) {
  return olderAnswer(await loadOwned(id, auth), auth);
}

export async function v2Get(id: string, auth: AuthContext) {
  return v2Answer(await loadOwned(id, auth), auth);
}

/* ---------- list ---------- */

export type ListQuery = Partial<CompanyListQuery>;

/** Admins: every company with the list screen's filters and sorts. Ordinary users: only their own (matching `q`). */
export async function list(query: ListQuery, auth: AuthContext) {
  const { cursor, limit, ...filters } = query;
  if (auth.isSuperAdmin) {
    const page = await listCompanies(filters, { cursor, limit });
    return { items: page.items.map((c) => companyListItemView(c, auth)), cursor: page.cursor };
  }
  // their list is one page without a next cursor, so any cursor sent is not one we issued
  if (cursor) throw badRequest("Validation failed", [{ path: "query.cursor", message: "Invalid cursor" }]);
  const own = auth.companyId ? await getCompany(auth.companyId) : null;
  const q = query.q?.toLowerCase();
  const items = own && (!q || own.name.toLowerCase().includes(q)) ? [companyListItemView(toListItem(own), auth)] : [];
  return { items, cursor: null };
}

/* ---------- writes ---------- */

/** Fields only staff may change (docs/decisions/0108): an ordinary user's differing value is refused with 403. */
const STAFF_WRITE_FIELDS = ["assignedUserId", "score", "verified"] as const;

function assertStaffFields(changes: RecordChanges, existing: CompanyRecord, auth: AuthContext, names: Record<string, string> = {}) {
  if (auth.isSuperAdmin) return;
  const refused = STAFF_WRITE_FIELDS.filter((f) => changes[f] !== undefined && (changes[f] ?? null) !== (existing[f] ?? null));
  if (refused.length)
    throw new HttpError(
      403,
      "Only staff may change these fields",
      refused.map((f) => ({ path: `body.${names[f] ?? f}`, message: "Only staff may change this field" })),
    );
  for (const f of STAFF_WRITE_FIELDS) delete changes[f];
}

/** The main contact must be one of the company's own contacts (never another company's person). */
async function assertMainContact(changes: RecordChanges, existing: CompanyRecord) {
  const id = changes.mainContactId;
  if (!id || id === existing.mainContactId) return;
  if ((await getContact(id))?.companyId !== existing.id) throwIssues([{ path: "body.mainContactId", message: "Must be a contact of this company" }]);
}

function throwIssues(issues: { path: string; message: string }[]) {
  if (issues.length) throw badRequest("Validation failed", issues);
}

/** Versioned update from record changes: documents checked against S3, dropped ones deleted, then the event. */
async function updateFrom(existing: CompanyRecord, changes: RecordChanges, version: number | undefined, auth: AuthContext): Promise<CompanyRecord> {
  let dropped: string[] = [];
  if (changes.documents) {
    const checked = await checkCompanyDocuments(existing.id, existing.documents, changes.documents);
    changes.documents = checked.documents;
    dropped = checked.dropped;
  }
  const updated = await updateCompany(existing, changes, auth.userId, version);
  if (dropped.length) await deleteCompanyDocuments(existing.id, dropped);
  // The contacts list filters on these facts, copied onto each contact (ADR 0113).
  if (JSON.stringify(companyFactsOf(existing)) !== JSON.stringify(companyFactsOf(updated))) await refreshContactsCompanyFacts(updated);
  // The requests' text search holds the company name.
  if (existing.name !== updated.name) await renameCompanyOnRequests(updated.id, updated.name);
  await recordCompanyEvent({ type: "CompanyUpdated", before: existing, after: updated }, auth.userId);
  return updated;
}

export async function create(body: output<typeof CompanyInput>, auth: AuthContext) {
  const { changes, issues } = fromOlderInput(body, null);
  throwIssues(issues);
  return olderAnswer(await createFrom(changes, auth), auth);
}

export async function v2Create(body: output<typeof CompanyV2Input>, auth: AuthContext) {
  return v2Answer(await createFrom(fromV2Input(body), auth), auth);
}

export async function update(id: string, body: output<typeof CompanyInput>, auth: AuthContext) {
  const existing = await loadOwned(id, auth);
  const { version, ...input } = body;
  const { changes, issues } = fromOlderInput(input, existing);
  throwIssues(issues);
  assertStaffFields(changes, existing, auth);
  await assertMainContact(changes, existing);
  return olderAnswer(await updateFrom(existing, changes, version, auth), auth);
}

export async function v2Update(id: string, body: output<typeof CompanyV2Input>, auth: AuthContext) {
  const existing = await loadOwned(id, auth);
  const { version, ...input } = body;
  const changes = fromV2Input(input);
  assertStaffFields(changes, existing, auth, { assignedUserId: "accountOwnerId" });
  return v2Answer(await updateFrom(existing, changes, version, auth), auth);
}

/* ---------- documents, users, materials, duplicates ---------- */

/** A presigned PUT for one PDF of the company (415 for another type, 413 above the size limit). */
export async function presignDocument(id: string, body: { contentType: string; size?: number; name?: string }, auth: AuthContext) {
  await loadOwned(id, auth);
  return presignCompanyDocument(id, body);
}

/** GET /companies/{id}/users: the company's contacts, shaped for the reader. */
export async function users(id: string, auth: AuthContext) {
  await loadOwned(id, auth);
  const page = await listCompanyContacts(id, { limit: 200 });
  return { items: page.items.map((c) => contactView(c, auth)), cursor: null };
}

/** A company's materials as list items, shaped for the reader's role by the list query. */
export async function materials(id: string, query: { cursor?: string; limit?: number; type?: MaterialListQuery["type"] }, auth: AuthContext) {
  await loadOwned(id, auth);
  const { cursor, limit, type } = query;
  return listCompanyMaterials(id, { type }, { cursor, limit, staff: auth.isSuperAdmin });
}

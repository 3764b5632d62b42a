import type { LeadFields, LeadListQuery, LeadStatus } from "../../../shared/schemas/lead";
import { leadStatuses } from "../../../shared/schemas/lead";
import { filterKey, type Position } from "../../db/cursor";
import { leadAssigneeKey, type LeadItem } from "./entity";
import { isConditionFailure } from "../../lib/errors";
import { db } from "../../db/service";
import { after, anyOf, orderedPage, type OrderedList, type PageOpts, type Where } from "../../db/queries/ordered-lists";
import { createAudited, putVersioned, recordDeleted, withoutNulls } from "../../db/queries/versioned";

/**
 * Leads (ADR 0134): whole-item writes guarded by the version, the list over the lead indexes (status,
 * assignee+status, company, created) and the material fan-out rows, never a Scan.
 */

/** What is stored: the validated fields without nulls, plus the server-owned ones. */
export type StoredLead = Omit<LeadFields, "status"> & {
  id: string;
  companyId: string;
  status: LeadStatus;
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
};

const toStored = (item: LeadItem): StoredLead => item;

export async function getLead(id: string): Promise<StoredLead | null> {
  const { data } = await db().lead.get({ id }).go();
  return data ? toStored(data) : null;
}

/** Leads whose description starts with `prefix` (already keyed by nameSearchKey), in that order: one bounded Query. */
export async function leadsByNamePrefix(prefix: string, limit: number): Promise<StoredLead[]> {
  const { data } = await db().lead.query.byName({}).begins({ nameKey: prefix }).go({ limit });
  return data.map(toStored);
}

/** Several leads by id (BatchGet), in no particular order; unknown ids are left out. */
export async function getLeads(ids: string[]): Promise<StoredLead[]> {
  if (!ids.length) return [];
  const { data } = await db()
    .lead.get(ids.map((id) => ({ id })))
    .go();
  return data.map(toStored);
}

/* ---------- material fan-out rows ---------- */

async function writeMaterialRows(lead: Pick<StoredLead, "id" | "createdDate">, add: string[], remove: string[]) {
  const rows = (ids: string[]) => ids.map((materialId) => ({ materialId, leadId: lead.id, createdDate: lead.createdDate }));
  // BatchWrite in chunks of 25 (ElectroDB chunks too); a lead names at most 50 materials.
  if (add.length) {
    const r = await db().leadMaterial.put(rows(add)).go();
    if (r.unprocessed.length) throw new Error(`${r.unprocessed.length} lead material rows not written`);
  }
  if (remove.length) await db().leadMaterial.delete(rows(remove)).go();
}

const materialsOf = (l: Partial<StoredLead> | null) => [...new Set(l?.materialIds ?? [])];

/** Create (fails when the id exists: ElectroDB's create is conditional), then its material rows. */
export async function createLead(record: StoredLead): Promise<StoredLead> {
  const { data } = await createAudited(db().lead, db().lead.create(withoutNulls(record)));
  const created = toStored(data);
  await writeMaterialRows(created, materialsOf(created), []);
  return created;
}

/**
 * Replace the stored lead with `next` (the merged record) if nobody wrote in between: the version goes up by
 * one; a stale `expectedVersion` or a concurrent write answers 409. The material rows follow the difference.
 */
export async function putLead(existing: StoredLead, next: StoredLead, userId: string | null, expectedVersion?: number): Promise<StoredLead> {
  const saved = await putVersioned(db().lead, existing, next, { by: userId, expectedVersion });
  const before = materialsOf(existing);
  const now = materialsOf(saved);
  await writeMaterialRows(
    saved,
    now.filter((m) => !before.includes(m)),
    before.filter((m) => !now.includes(m)),
  );
  return saved;
}

/** The lead and its material rows (rows first: a retry after a failure still finds the lead to delete). */
/** Delete the lead and its material rows; answers whether this call removed the lead (exactly one of several at once). */
export async function deleteLead(lead: StoredLead, actor: string): Promise<boolean> {
  await writeMaterialRows(lead, [], materialsOf(lead));
  try {
    await db()
      .lead.delete({ id: lead.id })
      .where((a, op) => op.exists(a.id))
      .go();
    await recordDeleted(db().lead, lead, actor, lead.id);
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Ids of a company's leads (the company delete): a Query on byCompany, ids only. */
export async function listCompanyLeadIds(companyId: string): Promise<string[]> {
  const { data } = await db()
    .lead.query.byCompany({ companyId })
    .go({ pages: "all", attributes: ["id"] });
  return data.map((r) => r.id as string);
}

/* ---------- the list ---------- */

type Query = any;
export type LeadFilters = Partial<Pick<LeadListQuery, "status" | "assignee" | "companyId" | "materialId">>;

/**
 * The Queries of a page, all newest first: a company's index when a company is given (status and assignee
 * then filter it); else one Query per status on the assignee+status index when an assignee is given (all
 * statuses when none is named), or on the status index (the board: one per column); else the created index.
 * Several Queries are merged by ordered-lists (each reads about its share of the page).
 */
function sourcesOf(f: LeadFilters) {
  const m = db().lead.query as Query;
  const assigneeKey = f.assignee ? leadAssigneeKey(f.assignee === "none" ? null : f.assignee) : null;
  const statuses = f.status?.length ? [...new Set(f.status)] : null;
  const where: Where[] = [];
  let sources: ((pos: Position | null) => Query)[];
  if (f.companyId) {
    sources = [(pos) => after(m.byCompany({ companyId: f.companyId }), "desc", pos)];
    if (statuses) where.push((a, op) => anyOf(statuses, (v) => op.eq(a.status, v)));
    if (assigneeKey) where.push((a, op) => op.eq(a.assigneeKey, assigneeKey));
  } else if (assigneeKey) {
    sources = (statuses ?? leadStatuses).map((status) => (pos: Position | null) => after(m.byAssigneeStatus({ assigneeKey, status }), "desc", pos));
  } else if (statuses) {
    sources = statuses.map((status) => (pos: Position | null) => after(m.byStatus({ status }), "desc", pos));
  } else sources = [(pos) => after(m.byCreated({}), "desc", pos)];
  return { sources: sources.map((s) => (pos: Position | null) => where.reduce((q, fn) => q.where(fn), s(pos))), filtered: where.length > 0 };
}

/** One page of leads, newest first, shaped by `shape` (which keeps the order). */
export async function listLeads<T>(f: LeadFilters, opts: PageOpts, shape: (items: StoredLead[]) => Promise<T[]>) {
  if (f.materialId) return leadsOfMaterial(f, opts, shape);
  const { sources, filtered } = sourcesOf(f);
  const list: OrderedList = { partition: `leads:list:${filterKey(f)}`, sortFields: ["createdDate", "id"], order: "desc", sources, filtered };
  return orderedPage(list, opts, (items) => shape(items.map((i) => toStored(i as LeadItem))));
}

/**
 * A material's leads (the product screen's card): a page of its fan-out rows, newest first, then one BatchGet
 * of those leads. The card shows all of a material's leads, so the other filters do not apply here (a filter
 * on the leads read would break the page/cursor alignment).
 */
async function leadsOfMaterial<T>(f: LeadFilters, opts: PageOpts, shape: (items: StoredLead[]) => Promise<T[]>) {
  const list: OrderedList = {
    partition: `leads:material:${filterKey(f)}`,
    sortFields: ["createdDate", "leadId"],
    order: "desc",
    sources: [(pos) => after((db().leadMaterial.query as Query).byMaterial({ materialId: f.materialId }), "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, async (rows) => {
    const byId = new Map((await getLeads(rows.map((r) => r.leadId as string))).map((l) => [l.id, l]));
    const leads = rows.map((r) => byId.get(r.leadId as string)).filter((l): l is StoredLead => Boolean(l));
    return shape(leads);
  });
}

/** Every lead's counted facts (the analytics counters' rebuild, the seed): the whole created index. Never a request path. */
export async function readAllLeadFacts() {
  const { data } = await db()
    .lead.query.byCreated({})
    .go({ pages: "all", attributes: ["id", "status", "assigneeId", "createdDate"] });
  return data as Pick<StoredLead, "id" | "status" | "assigneeId" | "createdDate">[];
}

import type { FileRecord } from "../../../shared/schemas/material";
import type { MaterialRequestFields, MaterialRequestListQuery, RequestStatus } from "../../../shared/schemas/material-request";
import { isConditionFailure } from "../../lib/errors";
import { filterKey, type Position } from "../../db/cursor";
import { requestAssigneeKey, type MaterialRequestItem } from "./entity";
import { db } from "../../db/service";
import { after, anyOf, orderedPage, type OrderedList, type PageOpts, type Where } from "../../db/queries/ordered-lists";
import { createAudited, putVersioned, recordDeleted, withoutNulls } from "../../db/queries/versioned";

/**
 * Material requests (ADR 0122): whole-item writes guarded by the version, and the list over the request
 * indexes (company, created, updated, status, assignee), never a Scan.
 */

/** What is stored: the validated fields without nulls, plus the server-owned ones. */
export type StoredRequest = Omit<MaterialRequestFields, "status"> & {
  id: string;
  companyId: string;
  status: RequestStatus;
  matchCount?: number;
  candidates?: number;
  matchedDate?: string;
  /** Set while a background matching run is pending (matching.ts); never answered. */
  matchingStartedDate?: string;
  matchingAttempts?: number;
  /** When a person last set the status (never answered): a matching run started before keeps its hands off it. */
  statusSetDate?: string;
  /** Copied from the company for the text search (never answered). */
  companyName?: string;
  /** Registered uploads (documents.ts); the answer signs a download link for each. */
  documents?: Omit<FileRecord, "url">[];
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
};

const toStored = (item: MaterialRequestItem): StoredRequest => item;

export async function getRequest(id: string): Promise<StoredRequest | null> {
  const { data } = await db().materialRequest.get({ id }).go();
  return data ? toStored(data) : null;
}

/** Create (fails when the id exists: ElectroDB's create is conditional). */
export async function createRequest(record: StoredRequest): Promise<StoredRequest> {
  const { data } = await createAudited(db().materialRequest, db().materialRequest.create(withoutNulls(record)));
  return toStored(data);
}

/**
 * Replace the stored request with `next` (the merged record) if nobody wrote in between: the version goes up
 * by one; a stale `expectedVersion` or a concurrent write answers 409.
 */
export async function putRequest(existing: StoredRequest, next: StoredRequest, userId: string | null, expectedVersion?: number): Promise<StoredRequest> {
  return putVersioned(db().materialRequest, existing, next, { by: userId, expectedVersion });
}

/**
 * Requests whose matching was started before `before` and never recorded its outcome: the sparse index holds
 * only flagged requests (runs in flight or cut short), read a page at a time up to `max`, oldest first.
 */
export async function listPendingMatching(before: string, max: number): Promise<StoredRequest[]> {
  const out: StoredRequest[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: unknown[]; cursor: string | null } = await db()
      .materialRequest.query.matchingPending({})
      .where((a, op) => op.lt(a.matchingStartedDate, before))
      .go({ limit: 100, cursor });
    out.push(...(page.data as StoredRequest[]));
    cursor = page.cursor;
  } while (cursor && out.length < max);
  return out.slice(0, max);
}

/** Delete a request; with the stored request and who deletes it, the delete is recorded in its history. */
export async function deleteRequest(id: string, audited?: { before: StoredRequest; actor: string }): Promise<void> {
  await db().materialRequest.delete({ id }).go();
  if (audited) await recordDeleted(db().materialRequest, audited.before, audited.actor, id);
}

/** Ids of a company's requests (the company delete): a Query on byCompany, ids only. */
export async function listCompanyRequestIds(companyId: string): Promise<string[]> {
  const { data } = await db()
    .materialRequest.query.byCompany({ companyId })
    .go({ pages: "all", attributes: ["id"] });
  return data.map((r) => r.id as string);
}

/* ---------- the list ---------- */

type Query = any;
/**
 * Requests whose description starts with `prefix` (already keyed by nameSearchKey), in that order: one bounded
 * Query, over one company's requests when `companyId` is given, else over all.
 */
export async function requestsByNamePrefix(prefix: string, limit: number, companyId?: string): Promise<StoredRequest[]> {
  const q = db().materialRequest.query;
  const query = companyId ? q.byCompanyName({ companyId }).begins({ nameKey: prefix }) : q.byName({}).begins({ nameKey: prefix });
  const { data } = await query.go({ limit });
  return data.map(toStored);
}

export type RequestFilters = Partial<Pick<MaterialRequestListQuery, "status" | "q" | "type" | "materialTypes" | "assignee" | "companyId" | "sort">>;

const SORTS = {
  createdDate: { field: "createdDate", order: "asc" },
  "-createdDate": { field: "createdDate", order: "desc" },
  updatedDate: { field: "updatedDate", order: "asc" },
  "-updatedDate": { field: "updatedDate", order: "desc" },
} as const;

type Keyed = "company" | "assignee" | "status" | null;

/**
 * The one Query of a page: the company's index when a company is given (always for ordinary users), else
 * for the created-date sorts the assignee or status index, else the sort's own index; every other filter is
 * a filter expression on it.
 */
function sourceOf(f: RequestFilters) {
  const sort = SORTS[f.sort ?? "-createdDate"];
  const byCreated = sort.field === "createdDate";
  const m = db().materialRequest.query as Query;
  const assigneeKey = f.assignee ? requestAssigneeKey(f.assignee === "none" ? null : f.assignee) : null;
  let keyed: Keyed = null;
  let make: (pos: Position | null) => Query;
  if (f.companyId) {
    keyed = "company";
    make = (pos) => after(byCreated ? m.byCompany({ companyId: f.companyId }) : m.byCompanyUpdated({ companyId: f.companyId }), sort.order, pos);
  } else if (byCreated && assigneeKey) {
    keyed = "assignee";
    make = (pos) => after(m.byAssignee({ assigneeKey }), sort.order, pos);
  } else if (byCreated && f.status) {
    keyed = "status";
    make = (pos) => after(m.byStatus({ status: f.status }), sort.order, pos);
  } else make = (pos) => after(byCreated ? m.byCreated({}) : m.byUpdated({}), sort.order, pos);

  const where: Where[] = [];
  if (f.status && keyed !== "status") where.push((a, op) => op.eq(a.status, f.status));
  if (assigneeKey && keyed !== "assignee") where.push((a, op) => op.eq(a.assigneeKey, assigneeKey));
  if (f.type) where.push((a, op) => op.eq(a.type, f.type));
  if (f.materialTypes?.length) where.push((a, op) => anyOf(f.materialTypes!, (v) => op.eq(a.materialType, v)));
  if (f.q) {
    const q = f.q.toLowerCase();
    where.push((a, op) => op.contains(a.searchText, q));
  }
  return { sort, make, where };
}

/** One page of requests, shaped by `shape` (which keeps the order), within `budget` bytes of JSON. */
export async function listRequests<T>(f: RequestFilters, opts: PageOpts, shape: (items: StoredRequest[]) => Promise<T[]> | T[], budget?: number) {
  const { sort, make, where } = sourceOf(f);
  const list: OrderedList = {
    partition: `requests:list:${filterKey(f)}`,
    sortFields: [sort.field, "id"],
    order: sort.order,
    sources: [(pos) => where.reduce((q, fn) => q.where(fn), make(pos))],
    filtered: where.length > 0,
  };
  return orderedPage(list, opts, (items) => shape(items.map((i) => toStored(i as MaterialRequestItem))), budget);
}

/** The newest requests, up to `max` (the seed and the benchmark). */
export async function recentRequests(max: number): Promise<StoredRequest[]> {
  const { data } = await (db().materialRequest.query as Query).byCreated({}).go({ order: "desc", limit: max });
  return data.map(toStored);
}

/** A company was renamed: its requests' copy of the name (the text search reads it) follows, one versioned put each. */
export async function renameCompanyOnRequests(companyId: string, name: string): Promise<void> {
  for (const id of await listCompanyRequestIds(companyId)) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const r = await getRequest(id);
      if (!r || r.companyName === name) break;
      try {
        await putRequest(r, { ...r, companyName: name }, null);
        break;
      } catch (e) {
        if (!isConditionFailure(e) || attempt === 3) throw e;
      }
    }
  }
}

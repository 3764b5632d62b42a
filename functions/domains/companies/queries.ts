import { randomUUID } from "node:crypto";
import type { CompanyListItem, CompanyListQuery, CompanyRecord } from "../../../shared/schemas/company";
import { applyChanges, materialsOf, type RecordChanges } from "../../../shared/rules/company-shapes";
import { searchFragments } from "../../../shared/rules/company-keys";
import { createdBy } from "../../db/audit";
import { filterKey, type Position } from "../../db/cursor";
import { applicationKeys, assigneeKey, companyNameKey, scopeKey, scoreKey, typeKey, type CompanyItem } from "./entity";
import { crashPoint } from "../../lib/crash-point";
import { isConditionFailure } from "../../lib/errors";
import { db } from "../../db/service";
import { companiesWithFragment, deleteCompanyKeys, syncCompanyKeys } from "./queries-keys";
import { after, anyOf, type OrderedList, orderedPage, type PageOpts, type Where } from "../../db/queries/ordered-lists";
import { createAudited, patchVersioned, splitChanges } from "../../db/queries/versioned";
import type { BatchKind } from "../../db/queries/batch-get";

/**
 * The stored company (CompanyRecord, the entity's item without the tombstone). Hidden attributes are `hidden`
 * on the entity, so reads never carry them.
 */
const toRecord = (item: CompanyItem): CompanyRecord => {
  const { deletingDate: _d, ...record } = item;
  return record;
};

/** A company whose delete has started (its tombstone, ./delete-job.ts) is gone for every reader. */
const live = (item: { deletingDate?: string }) => item.deletingDate === undefined;

/** Every derived attribute of a record, for patches (a patch's setters see only the patch: ./entity.ts). */
function derivedOf(r: CompanyRecord) {
  return {
    assigneeKey: assigneeKey(r.assignedUserId),
    typeKey: typeKey(r.type),
    scoreKey: scoreKey(r.score),
    scope: scopeKey(r.sellerProfile),
    applicationKeys: applicationKeys(r),
  };
}

/**
 * The companies of these ids by id, with one BatchGet, as stored: a company whose delete has started is still
 * there (a child's view keeps naming it until the delete job removes the child). `attributes` reads only those.
 */
export async function companiesById(ids: readonly string[], attributes?: ("id" | "name")[]): Promise<Map<string, CompanyRecord>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await db()
    .company.get(unique.map((id) => ({ id })))
    .go(attributes ? { attributes } : {});
  return new Map(data.map((c) => [c.id, toRecord(c as CompanyItem)]));
}

/**
 * The same companies as a kind of a mixed BatchGet (functions/db/queries/batch-get.ts): a page's embeds of
 * several kinds read in one call. As stored, like companiesById.
 */
export function companiesBatch(ids: readonly string[], attributes?: ("id" | "name")[]): BatchKind<CompanyRecord> {
  return {
    keys: [...new Set(ids)].map((id) => db().company.get({ id }).params().Key as Record<string, unknown>),
    attributes,
    shape: (raw) => {
      const { data } = db().company.parse({ Item: raw }, attributes ? { attributes } : undefined);
      return data ? toRecord(data as CompanyItem) : null;
    },
  };
}

/** The company, or null when there is none or its delete has started (readers and child writes see it as gone). */
export async function getCompany(id: string): Promise<CompanyRecord | null> {
  const { data } = await db().company.get({ id }).go();
  return data && live(data) ? toRecord(data) : null;
}

/**
 * The company in any state, with its tombstone: the delete job's read, and the child writes' check (a strongly
 * consistent read when `consistent`, so a tombstone written before it is always seen).
 */
export async function getCompanyState(
  id: string,
  opts: { consistent?: boolean } = {},
): Promise<{ company: CompanyRecord; deletingDate: string | null } | null> {
  const { data } = await db()
    .company.get({ id })
    .go({ consistent: opts.consistent ?? false });
  return data ? { company: toRecord(data), deletingDate: data.deletingDate ?? null } : null;
}

/** Create the record and its duplicate key rows (the keys first: a failed create leaves keys a retry rewrites). */
export async function createCompany(input: RecordChanges & { id?: string; name: string }, userId: string): Promise<CompanyRecord> {
  const { set } = splitChanges(input);
  const id = input.id ?? randomUUID();
  await syncCompanyKeys({ id, name: input.name, website: input.website, registrationNumber: input.registrationNumber }, null);
  crashPoint("companies.afterKeys");
  const { data } = await createAudited(db().company, db().company.create({ ...set, id, name: input.name, ...createdBy(userId) } as never));
  return toRecord(data as CompanyItem);
}

/** Versioned update (stale version → 409 by the handler stack); the key rows follow the record. */
export async function updateCompany(existing: CompanyRecord, changes: RecordChanges, userId: string, version?: number): Promise<CompanyRecord> {
  const merged = applyChanges(existing, changes);
  const updated = toRecord(
    await patchVersioned<CompanyItem>(db().company as never, { id: existing.id }, { ...changes, ...derivedOf(merged) }, userId, version),
  );
  await syncCompanyKeys(updated, existing);
  return updated;
}

/**
 * Rewrites the derived name key and the index keys built on it, changing nothing else (no version, no
 * editor): the repair after nameSortKey changed (scripts/seed/backfill.ts).
 */
export async function refreshCompanyNameKey(company: CompanyRecord): Promise<void> {
  await db()
    .company.patch({ id: company.id })
    .set({ name: company.name, ...derivedOf(company) } as never)
    .go();
}

/** The record and its key rows (the record last, so a retry still finds what to delete). */
export async function deleteCompanyRecord(company: CompanyRecord): Promise<void> {
  await deleteCompanyKeys(company);
  await db().company.delete({ id: company.id }).go();
}

/**
 * Write the tombstone of a delete: once, conditionally (a company that has one keeps its first date, so a
 * resumed delete keeps its place in the deletes-in-progress index). Answers the tombstone's date, or null when
 * the company is gone.
 */
export async function markCompanyDeleting(id: string, at: string): Promise<string | null> {
  try {
    await db()
      .company.patch({ id })
      .set({ deletion: "running", deletingDate: at })
      .where((a, op) => op.notExists(a.deletingDate))
      .go({ response: "none" });
    return at;
  } catch (e) {
    // already tombstoned, or gone (the patch's own existence condition)
    if (!isConditionFailure(e)) throw e;
    return (await getCompanyState(id, { consistent: true }))?.deletingDate ?? null;
  }
}

/** Companies whose delete started before `before` (the sparse deletes-in-progress index, oldest first). */
export async function listDeletingCompanies(before: string, limit = 100): Promise<{ id: string; deletingDate: string }[]> {
  const { data } = await db()
    .company.query.byDeleting({ deletion: "running" })
    .lt({ deletingDate: before })
    .go({ limit, attributes: ["id", "deletingDate"] });
  return data.map((c) => ({ id: c.id as string, deletingDate: c.deletingDate as string }));
}

/* ---------- the list (ADR 0108) ---------- */

type Query = any;
type Filters = Partial<Pick<CompanyListQuery, "q" | "assignee" | "scope" | "types" | "score" | "applications" | "sort">>;

type Facet = "assignee" | "type" | "score";
const FACET_INDEX: Record<Facet, { index: string; attr: string }> = {
  assignee: { index: "byAssignee", attr: "assigneeKey" },
  type: { index: "byType", attr: "typeKey" },
  score: { index: "byScore", attr: "scoreKey" },
};

function facetValues(f: Filters): Record<Facet, string[]> {
  return {
    assignee: f.assignee ? [assigneeKey(f.assignee === "none" ? null : f.assignee)] : [],
    type: [...new Set(f.types ?? [])],
    score: [...new Set((f.score ?? []).map((s) => scoreKey(s)))],
  };
}

/** Filter expressions for every filter but the facet the Queries are keyed on. */
function filtersOf(f: Filters, facets: Record<Facet, string[]>, keyed: Facet | null): Where[] {
  const w: Where[] = [];
  for (const facet of ["assignee", "type", "score"] as const) {
    const values = facets[facet];
    const { attr } = FACET_INDEX[facet];
    if (facet !== keyed && values.length) w.push((a, op) => anyOf(values, (v) => op.eq(a[attr], v)));
  }
  if (f.q) {
    const q = companyNameKey(f.q);
    w.push((a, op) => op.contains(a.nameLower, q));
  }
  if (f.scope) w.push((a, op) => op.eq(a.scope, f.scope));
  if (f.applications?.length) w.push((a, op) => anyOf(f.applications!, (v: string) => op.contains(a.applicationKeys, v.toLowerCase())));
  return w;
}

const SORTS = {
  name: { index: "byName", fields: ["nameLower", "id"], order: "asc" },
  "-name": { index: "byName", fields: ["nameLower", "id"], order: "desc" },
  createdDate: { index: "byCreated", fields: ["createdDate", "id"], order: "asc" },
  "-createdDate": { index: "byCreated", fields: ["createdDate", "id"], order: "desc" },
  updatedDate: { index: "byUpdated", fields: ["updatedDate", "id"], order: "asc" },
  "-updatedDate": { index: "byUpdated", fields: ["updatedDate", "id"], order: "desc" },
} as const;

/**
 * The Queries of a list page: for the name sorts, one per value of the most selective indexed facet (assignee,
 * then whichever of type and score has fewer values; values merged by name), else the sort's own index; every
 * other filter is a filter expression. Never a Scan.
 */
function sourcesOf(f: Filters) {
  const sort = SORTS[f.sort ?? "name"];
  const facets = facetValues(f);
  const m = db().company.query as Query;
  let keyed: Facet | null = null;
  if (sort.index === "byName") {
    keyed = facets.assignee.length
      ? "assignee"
      : ((["type", "score"] as const).filter((k) => facets[k].length).sort((a, b) => facets[a].length - facets[b].length)[0] ?? null);
  }
  const make: ((pos: Position | null) => Query)[] = keyed
    ? facets[keyed].map((v) => (pos: Position | null) => after(m[FACET_INDEX[keyed!].index]({ [FACET_INDEX[keyed!].attr]: v }), sort.order, pos))
    : [(pos: Position | null) => after(m[sort.index]({}), sort.order, pos)];
  return { sort, make, where: filtersOf(f, facets, keyed) };
}

/** nameLower is hidden (never read back) but is the name sorts' position: the entity's own derivation. */
const withNameKey = (q: Query) => ({
  go: async (o: Record<string, unknown>) => {
    const r = await q.go(o);
    return { ...r, data: (r.data as CompanyItem[]).map((c) => ({ ...c, nameLower: companyNameKey(c.name) })) };
  },
});

/** A list row: the list's columns only (a projection, never the whole record). */
export function toListItem(r: CompanyRecord): CompanyListItem {
  return {
    id: r.id,
    name: r.name,
    createdDate: r.createdDate,
    updatedDate: r.updatedDate,
    assignedUserId: r.assignedUserId ?? null,
    countryCode: r.address?.countryCode ?? null,
    scope: scopeKey(r.sellerProfile),
    type: r.type ?? null,
    score: r.score ?? null,
    materials: materialsOf(r),
    applications: [...new Set([...(r.applications ?? []), ...(r.buyerProfile?.applications ?? [])])],
    verified: r.verified ?? false,
  };
}

/** The same filters as filtersOf, on an item in hand (the search path's candidates): the two must agree. */
function keeps(f: Filters, facets: Record<Facet, string[]>) {
  const q = f.q === undefined ? undefined : companyNameKey(f.q);
  const apps = f.applications?.map((a) => a.toLowerCase());
  return (c: CompanyItem) =>
    (!facets.assignee.length || facets.assignee.includes(assigneeKey(c.assignedUserId))) &&
    (!facets.type.length || facets.type.includes(typeKey(c.type))) &&
    (!facets.score.length || facets.score.includes(scoreKey(c.score))) &&
    (!q || companyNameKey(c.name).includes(q)) &&
    (!f.scope || scopeKey(c.sellerProfile) === f.scope) &&
    (!apps?.length || apps.some((a) => applicationKeys(c as never).includes(a))) &&
    live(c);
}

/** Companies the name search could match, fetched whole; the search's share of the list (docs/decisions/0102). */
const SEARCH_CANDIDATES = 300;

/**
 * A search by name: the fragment index names the candidates (a prefix Query per word), they are read by key and
 * filtered and sorted in memory, and the page is cut from them like any other list. null when the word is too
 * short or too common for the index; the filtered Queries answer those.
 */
async function searchSource(
  f: Filters,
): Promise<{ source: (pos: Position | null) => Query; shape: (items: Record<string, unknown>[]) => Promise<CompanyListItem[]> } | null> {
  // One prefix Query per word of the text, in parallel; the word naming the fewest companies is the candidate set.
  const sets = await Promise.all(searchFragments(f.q ?? "").map((w) => companiesWithFragment(w, SEARCH_CANDIDATES)));
  const hits = sets.filter((s) => s !== null).sort((a, b) => a.length - b.length)[0];
  if (!hits) return null;
  // The fragment rows carry the name: the whole text is checked on it before any company is read.
  const q = companyNameKey(f.q ?? "");
  const named = hits.filter((h) => companyNameKey(h.name).includes(q));
  const sort = SORTS[f.sort ?? "name"];
  const facets = facetValues(f);
  // The global search (name order, no other filter) needs nothing but the names until the page is cut.
  const byNameOnly = sort.index === "byName" && !Object.values(facets).some((v) => v.length) && !f.scope && !f.applications?.length;
  const full = byNameOnly
    ? []
    : ((named.length
        ? (
            await db()
              .company.get(named.map((h) => ({ id: h.id })))
              .go({ concurrent: 3 })
          ).data
        : []) as CompanyItem[]);
  const sign = sort.order === "desc" ? -1 : 1;
  const keyOf = (c: Record<string, unknown>) => sort.fields.map((k) => String(c[k] ?? "").toLowerCase()).join("\u0000");
  const rows = (byNameOnly ? named.map((h) => ({ id: h.id, name: h.name })) : full.filter(keeps(f, facets)))
    .map((c) => ({ ...c, nameLower: companyNameKey(c.name) }) as Record<string, unknown>)
    .sort((a, b) => sign * (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const source = (pos: Position | null) => {
    const start = pos ? keyOf(pos) : null;
    const rest = start === null ? rows : rows.filter((r) => sign * (keyOf(r) < start ? -1 : keyOf(r) > start ? 1 : 0) > 0);
    return { go: async ({ limit }: { limit?: number }) => ({ data: rest.slice(0, limit ?? rest.length), cursor: null }) };
  };
  // Name-only rows are read by key for the page alone (one BatchGet of at most a page), in page order.
  const shape = async (items: Record<string, unknown>[]) => {
    if (!byNameOnly) return items.map((i) => toListItem(toRecord(i as CompanyItem)));
    const { data } = items.length
      ? await db()
          .company.get(items.map((i) => ({ id: i.id as string })))
          .go()
      : { data: [] };
    const byId = new Map((data as CompanyItem[]).map((c) => [c.id, c]));
    return items.flatMap((i) => {
      const c = byId.get(i.id as string);
      return c && live(c) ? [toListItem(toRecord(c))] : [];
    });
  };
  return { source, shape };
}

/** One page of the companies list with the list screen's filters and sorts. */
export async function listCompanies(f: Filters, opts: PageOpts) {
  const { sort, make, where } = sourcesOf(f);
  const search = await searchSource(f);
  if (search) {
    const list: OrderedList = {
      partition: `companies:list:${filterKey(f)}`,
      sortFields: sort.fields,
      order: sort.order,
      sources: [search.source],
      filtered: false,
      keep: live,
    };
    return orderedPage(list, opts, search.shape);
  }
  const list: OrderedList = {
    partition: `companies:list:${filterKey(f)}`,
    sortFields: sort.fields,
    order: sort.order,
    sources: make.map((s) => (pos: Position | null) => withNameKey(where.reduce((q, fn) => q.where(fn), s(pos)))),
    filtered: where.length > 0,
    // a company being deleted is gone for readers: rare, so dropped from the page rather than filtered in the Query
    keep: live,
  };
  return orderedPage(list, opts, (items) => items.map((i) => toListItem(toRecord(i as CompanyItem))));
}

/** Live companies whose name starts with `prefix` (already keyed by companyNameKey), by name: one bounded Query. */
export async function companiesByNamePrefix(prefix: string, limit: number): Promise<CompanyRecord[]> {
  const { data } = await db().company.query.byName({}).begins({ nameLower: prefix }).go({ limit });
  return data.filter(live).map(toRecord);
}

/** Every company (a Query over the byName index, all pages): the company side of the material filters. */
export async function listAllCompanies(): Promise<CompanyRecord[]> {
  const res = await db().company.query.byName({}).go({ pages: "all" });
  return res.data.filter(live).map(toRecord);
}

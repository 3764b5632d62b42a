import { companiesById } from "../companies/records";
import {
  MATERIAL_LIST_FIELDS,
  PUBLIC_HIDDEN_FIELDS,
  type Material,
  type MaterialListItem,
  type MaterialListQuery,
  type PublicMaterialListItem,
} from "../../../shared/schemas/material";
import { filterKey, type Position } from "../../db/cursor";
import { facetPair } from "./entity";
import { db } from "../../db/service";
import { listAllCompanies } from "../companies/records";
import { signFiles } from "./files";
import type { MaterialItem } from "./entity";
import { levelOf } from "./queries";
import { pick } from "../../core/view";
import { after, anyOf, type OrderedList, orderedPage, type PageOpts, type Where } from "../../db/queries/ordered-lists";

export type { PageOpts } from "../../db/queries/ordered-lists";

type Item = Record<string, unknown>;

/**
 * Material lists (ADR 0081): index Queries, newest first, never a Scan and never read-until-full on the hot
 * filters. Type, condition, country and company each have an index, and so does each pair of the first
 * three (ADR 0155); several values are merged by date (./ordered-lists.ts). The remaining filters (text, colour, source, documents…) are filter
 * expressions on the chosen index.
 */

/** Above this many Queries (values of one facet, pairs of values of two, or companies) a plan is not fanned out: the facet stays a filter expression. */
const MAX_FANOUT = 10;
const SORT = ["createdDate", "id"] as const;

type Facet = "type" | "condition" | "countryOfOrigin";
interface Facets {
  type: string[];
  condition: string[];
  countryOfOrigin: string[];
}

export function facetsOf(f: Partial<MaterialListQuery>): Facets {
  return {
    type: [...new Set([...(f.types ?? []), ...(f.type ? [f.type] : [])])],
    condition: [...new Set(f.conditions ?? [])],
    countryOfOrigin: [...new Set(f.countries ?? [])],
  };
}

/** Filter expressions for the admin list's filters, except the facet the Queries are already keyed on (exported for the expression-size test). */
export function materialFilters(f: Partial<MaterialListQuery>, facets: Facets, keyed: readonly Facet[] = []): Where[] {
  const w: Where[] = [];
  for (const facet of ["type", "condition", "countryOfOrigin"] as const) {
    const values = facets[facet];
    if (!keyed.includes(facet) && values.length) w.push((a, op) => anyOf(values, (v) => op.eq(a[facet], v)));
  }
  if (f.q) {
    const q = f.q.toLowerCase();
    w.push((a, op) => op.contains(a.searchText, q));
  }
  if (f.source?.length) w.push((a, op) => anyOf(f.source!, (v) => op.eq(a.source, v)));
  if (f.colors?.length) w.push((a, op) => anyOf(f.colors!, (v) => op.eq(a.color, v)));
  if (f.processingMethods?.length) w.push((a, op) => anyOf(f.processingMethods!, (v) => op.contains(a.processingMethods, v)));
  if (f.hasDocuments === true) w.push((a, op) => op.gt(a.documentCount, 0));
  if (f.hasDocuments === false) w.push((a, op) => op.eq(a.documentCount, 0));
  if (f.showInvalid === true) w.push((a, op) => op.eq(a.invalid, true));
  return w;
}

export function applyWhere<Q extends { where(fn: Where): Q }>(q: Q, filters: Where[]): Q {
  return filters.reduce((acc, fn) => acc.where(fn), q);
}

type Query = any;
const INDEX_OF: Record<Facet, string> = { type: "byType", condition: "byCondition", countryOfOrigin: "byCountry" };

/** The pair indexes (ADR 0155): the two facets, in the order their values make the key (entity.ts). */
const PAIRS: { facets: [Facet, Facet]; index: string; attr: string }[] = [
  { facets: ["type", "condition"], index: "byTypeCondition", attr: "typeCondition" },
  { facets: ["type", "countryOfOrigin"], index: "byTypeCountry", attr: "typeCountry" },
  { facets: ["countryOfOrigin", "condition"], index: "byCountryCondition", attr: "countryCondition" },
];

const cross = (a: string[], b: string[]) => a.flatMap((x) => b.map((y) => facetPair(x, y)));

interface Plan {
  /** The facets the Queries are keyed on (not filtered again), or "company". */
  keyed: Facet[] | "company";
  make: ((pos: Position | null) => Query)[];
}

/**
 * The Queries of an admin list, fewest first: company ids (at most 10); else a pair index when two facets
 * are set (one Query per pair of values, at most 10), so the second facet is not a filter that reads past
 * non-matches; else the facet with the fewest values; else the whole index. A facet with more values than
 * that is a filter expression.
 */
export function adminPlan(facets: Facets, companyIds: Set<string> | null): Plan {
  const m = db().material.query as Query;
  if (companyIds && companyIds.size <= MAX_FANOUT)
    return { keyed: "company", make: [...companyIds].map((companyId) => (pos) => after(m.byCompany({ companyId }), "desc", pos)) };
  const pair = PAIRS.map((p) => ({ ...p, keys: cross(facets[p.facets[0]], facets[p.facets[1]]) }))
    .filter((p) => p.keys.length > 0 && p.keys.length <= MAX_FANOUT)
    .sort((a, b) => a.keys.length - b.keys.length)[0];
  if (pair) return { keyed: pair.facets, make: pair.keys.map((key) => (pos) => after(m[pair.index]({ [pair.attr]: key }), "desc", pos)) };
  const facet = (["type", "countryOfOrigin", "condition"] as const)
    .filter((k) => facets[k].length > 0 && facets[k].length <= MAX_FANOUT)
    .sort((a, b) => facets[a].length - facets[b].length)[0];
  if (facet) return { keyed: [facet], make: facets[facet].map((v) => (pos) => after(m[INDEX_OF[facet]]({ [facet]: v }), "desc", pos)) };
  return { keyed: [], make: [(pos) => after(m.all({}), "desc", pos)] };
}

function list(partition: string, make: ((pos: Position | null) => Query)[], where: Where[], keep?: (i: Item) => boolean): OrderedList {
  return {
    partition,
    sortFields: SORT,
    order: "desc",
    sources: make.map((s) => (pos: Position | null) => applyWhere(s(pos), where)),
    filtered: where.length > 0 || Boolean(keep),
    keep,
  };
}

/** A company's materials, newest first, with the material-attribute filters. Ordinary users: no staff fields. */
export async function listCompanyMaterials(companyId: string, f: Partial<MaterialListQuery> = {}, opts: PageOpts & { staff?: boolean } = {}) {
  const where = materialFilters(f, facetsOf(f));
  const l = list(
    `materials:company:${companyId}:${filterKey(f)}`,
    [(pos) => after((db().material.query as Query).byCompany({ companyId }), "desc", pos)],
    where,
  );
  return orderedPage(l, opts, async (items) => toListItems(materialsOf(items), opts.staff ?? false));
}

/** Every material (admins), newest first, with the admin list's filters; `companyIds` limits to those companies. */
export async function listAllMaterials(filters: Partial<MaterialListQuery>, opts: PageOpts & { companyIds?: Set<string> | null } = {}) {
  if (opts.companyIds && opts.companyIds.size === 0) return { items: [], cursor: null };
  const facets = facetsOf(filters);
  const companyIds = opts.companyIds ?? null;
  const { keyed, make } = adminPlan(facets, companyIds);
  const where = materialFilters(filters, facets, keyed === "company" ? [] : keyed);
  const keep = companyIds && keyed !== "company" ? (i: Item) => companyIds.has(i.companyId as string) : undefined;
  const companyKey = companyIds ? [...companyIds].sort().join(",") : "";
  const l = list(`materials:all:${filterKey(filters)}:${companyKey}`, make, where, keep);
  return orderedPage(l, opts, async (items) => toListItems(materialsOf(items), true));
}

/**
 * The public catalog: listed materials only, no internal fields and no company. `extend` adds fields to the
 * page's items from the stored materials (which still hold the company), one call for the whole page, its
 * answers in the items' order.
 */
export async function listPublicMaterials<E extends object = object>(
  opts: PageOpts & { type?: MaterialListQuery["type"] } = {},
  extend?: (items: MaterialItem[]) => Promise<E[]>,
) {
  const f = { type: opts.type };
  const where = materialFilters(f, facetsOf(f));
  const l = list(`materials:public:${opts.type ?? ""}`, [(pos) => after((db().material.query as Query).catalog({}), "desc", pos)], where);
  return orderedPage(l, opts, async (items) => {
    const [listed, extra] = await Promise.all([toListItems(materialsOf(items), false), extend ? extend(materialsOf(items)) : []]);
    return listed.map((m, i) => ({ ...toPublicListItem(m), ...extra[i] }) as PublicMaterialListItem & E);
  });
}

/**
 * Listed materials by id as public catalogue list items, in the order asked (the assistant's recommendations):
 * one BatchGet; unknown and unlisted ids are dropped, images signed as on /catalog.
 */
export async function publicListItemsByIds(ids: string[]): Promise<PublicMaterialListItem[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const res = await db()
    .material.get(unique.map((id) => ({ id })))
    .go();
  const listed = res.data.filter((m) => m.isPublic === true);
  const order = new Map(unique.map((id, i) => [id, i]));
  listed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return (await toListItems(listed, false)).map(toPublicListItem);
}

/* ---------- list items: the one projection of a material for lists ---------- */

/** The list columns of a stored material, with the thumbnail and document URLs signed. */
async function toListItem(item: MaterialItem): Promise<MaterialListItem> {
  const { companyId, id } = item;
  return {
    ...pick(item, MATERIAL_LIST_FIELDS),
    images: await signFiles(companyId, id, "images", Array.isArray(item.images) ? item.images.slice(0, 1) : []),
    documents: await signFiles(companyId, id, "documents", item.documents),
    dataQualityLevel: levelOf(item.dataQualityLevel),
    invalid: Boolean(item.invalid),
    isPublic: item.isPublic === true,
  };
}

/** A list page's items: the ordered list reads the material indexes without ElectroDB's typing, and they hold materials. */
const materialsOf = (items: Item[]) => items as MaterialItem[];

async function toListItems(items: MaterialItem[], staff: boolean): Promise<MaterialListItem[]> {
  return attachCompanies(await Promise.all(items.map(toListItem)), staff);
}

function toPublicListItem(m: MaterialListItem): PublicMaterialListItem {
  const out: Record<string, unknown> = { ...m };
  for (const k of PUBLIC_HIDDEN_FIELDS) delete out[k];
  delete out.company;
  return out as PublicMaterialListItem;
}

/* ---------- company side of the admin filters ---------- */

/**
 * Ids of companies matching the company-derived filters (verified, score, assignee), or null when none of
 * them is set. A Query over the companies index (bounded by the number of companies), never a Scan.
 */
export async function companyIdsMatching(f: Partial<Pick<MaterialListQuery, "companyVerified" | "score" | "assignee">>): Promise<Set<string> | null> {
  if (f.companyVerified === undefined && !f.score?.length && !f.assignee) return null;
  const ids = new Set<string>();
  for (const c of await listAllCompanies()) {
    if (f.companyVerified !== undefined && Boolean(c.verified) !== f.companyVerified) continue;
    if (f.score?.length && !f.score.includes(c.score ?? -1)) continue;
    if (f.assignee && c.assignedUserId !== f.assignee) continue;
    ids.add(c.id);
  }
  return ids;
}

/** Add each material's company summary (one BatchGet for the page); score, verified and assignee only for staff. */
export async function attachCompanies<T extends Pick<Material, "companyId" | "company">>(items: T[], staff = true): Promise<T[]> {
  const ids = [...new Set(items.map((m) => m.companyId))];
  if (!ids.length) return items;
  const byId = await companiesById(ids);
  return items.map((m) => {
    const c = byId.get(m.companyId);
    if (!c) return { ...m, company: null };
    return {
      ...m,
      company: staff
        ? { id: c.id, name: c.name, score: c.score ?? null, verified: c.verified ?? false, assignedUserId: c.assignedUserId ?? null }
        : { id: c.id, name: c.name },
    };
  });
}

/** Name, type and company of several materials at once (warehouse list). */
export async function getMaterialsByIds(ids: string[]): Promise<Map<string, Item>> {
  if (!ids.length) return new Map();
  const res = await db()
    .material.get(ids.map((id) => ({ id })))
    .go();
  return new Map((res.data as Item[]).map((m) => [m.id as string, m]));
}

import type { Company } from "../../../shared/schemas/company";
import type { Material, MaterialListQuery } from "../../../shared/schemas/material";
import { badRequest } from "../../lib/errors";
import { db } from "../service";
import { listAllCompanies } from "./companies";
import { toMaterial, toPublicMaterial } from "./materials";

type Item = Record<string, unknown>;

/** Material lists: index Queries with filter expressions and gap-free filtered pagination; never a Scan. */

export interface PageOpts {
  cursor?: string | null;
  limit?: number;
}

interface Goable {
  go(opts: Record<string, unknown>): Promise<{ data: unknown[]; cursor: string | null }>;
}

/** A cursor is ours only if it decodes to a key object; anything else is the caller's error. */
function checkCursor(cursor: string) {
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (key && typeof key === "object" && typeof key.pk === "string") return;
  } catch {
    /* fall through */
  }
  throw badRequest("Validation failed", [{ path: "query.cursor", message: "Invalid cursor" }]);
}

const encodeCursor = (key: Item) => Buffer.from(JSON.stringify(key)).toString("base64url");

/**
 * A page of a filtered index Query. DynamoDB's Limit counts items read before the filter, so a filtered
 * page could come back short or empty: read on until `limit` items passed (or `maxRead` were read) and cut
 * the cursor right after the last item returned, so nothing is skipped or repeated.
 */
export async function collectPage(
  query: Goable,
  keyFields: readonly string[],
  opts: PageOpts & { filtered: boolean; keep?: (item: Item) => boolean; maxRead?: number },
): Promise<{ items: Item[]; cursor: string | null }> {
  const limit = opts.limit ?? 50;
  if (opts.cursor) checkCursor(opts.cursor);
  if (!opts.filtered && !opts.keep) {
    const r = await query.go({ cursor: opts.cursor ?? null, limit, order: "desc" });
    return { items: r.data as Item[], cursor: r.cursor ?? null };
  }
  const maxRead = opts.maxRead ?? 5000;
  const items: Item[] = [];
  let cursor = opts.cursor ?? null;
  let read = 0;
  for (;;) {
    const fetch = Math.min(1000, Math.max(limit * 4, 100));
    const r = await query.go({ cursor, limit: fetch, order: "desc", data: "includeKeys" });
    read += fetch;
    const data = r.data as Item[];
    for (let i = 0; i < data.length; i++) {
      const item = data[i];
      if (opts.keep && !opts.keep(item)) continue;
      items.push(item);
      if (items.length === limit) {
        const endOfAll = i === data.length - 1 && !r.cursor;
        return { items, cursor: endOfAll ? null : encodeCursor(Object.fromEntries(keyFields.map((k) => [k, item[k]]))) };
      }
    }
    cursor = r.cursor ?? null;
    if (!cursor || read >= maxRead) return { items, cursor };
  }
}

type Where = (a: any, op: any) => string;
const anyOf = (values: readonly unknown[], one: (v: any) => string) => (values.length === 1 ? one(values[0]) : `(${values.map(one).join(" OR ")})`);

/** Filter expressions for the §2 admin filters on material attributes (exported for the expression-size test). */
export function materialFilters(f: Partial<MaterialListQuery>): Where[] {
  const w: Where[] = [];
  const types = [...new Set([...(f.types ?? []), ...(f.type ? [f.type] : [])])];
  if (types.length) w.push((a, op) => anyOf(types, (v) => op.eq(a.type, v)));
  if (f.q) {
    const q = f.q.toLowerCase();
    w.push((a, op) => op.contains(a.searchText, q));
  }
  if (f.conditions?.length) w.push((a, op) => anyOf(f.conditions!, (v) => op.eq(a.condition, v)));
  if (f.countries?.length) w.push((a, op) => anyOf(f.countries!, (v) => op.eq(a.countryOfOrigin, v)));
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

const KEYS = {
  byCompany: ["pk", "sk", "gsi1pk", "gsi1sk"],
  all: ["pk", "sk", "gsi2pk", "gsi2sk"],
  catalog: ["pk", "sk", "gsi3pk", "gsi3sk"],
} as const;

async function shape(items: Item[]) {
  return Promise.all(items.map(toMaterial));
}

/** A company's materials, newest first, with the material-attribute filters. */
export async function listCompanyMaterials(companyId: string, f: Partial<MaterialListQuery> = {}, opts: PageOpts = {}) {
  const filters = materialFilters(f);
  const q = applyWhere(db().material.query.byCompany({ companyId }) as any, filters);
  const page = await collectPage(q, KEYS.byCompany, { ...opts, filtered: filters.length > 0 });
  return { items: await attachCompanies(await shape(page.items)), cursor: page.cursor };
}

/** Every material (admins), newest first, with the §2 filters; `companyIds` limits to those companies. */
export async function listAllMaterials(filters: Partial<MaterialListQuery>, opts: PageOpts & { companyIds?: Set<string> | null } = {}) {
  if (opts.companyIds && opts.companyIds.size === 0) return { items: [], cursor: null };
  const where = materialFilters(filters);
  const q = applyWhere(db().material.query.all({}) as any, where);
  const keep = opts.companyIds ? (i: Item) => opts.companyIds!.has(i.companyId as string) : undefined;
  const page = await collectPage(q, KEYS.all, { ...opts, filtered: where.length > 0, keep });
  return { items: await attachCompanies(await shape(page.items)), cursor: page.cursor };
}

/** The public catalog: listed materials only, internal fields removed. */
export async function listPublicMaterials(opts: PageOpts & { type?: MaterialListQuery["type"] } = {}) {
  const filters = materialFilters({ type: opts.type as never });
  const q = applyWhere(db().material.query.catalog({}) as any, filters);
  const page = await collectPage(q, KEYS.catalog, { ...opts, filtered: filters.length > 0 });
  return { items: (await shape(page.items)).map(toPublicMaterial), cursor: page.cursor };
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

/** Add each material's company summary (one BatchGet for the page). */
export async function attachCompanies(items: Material[]): Promise<Material[]> {
  const ids = [...new Set(items.map((m) => m.companyId))];
  if (!ids.length) return items;
  const res = await db().company.get(ids.map((id) => ({ id }))).go();
  const byId = new Map((res.data as unknown as Company[]).map((c) => [c.id, c]));
  return items.map((m) => {
    const c = byId.get(m.companyId);
    return { ...m, company: c ? { id: c.id, name: c.name, score: c.score ?? null, verified: c.verified ?? false, assignedUserId: c.assignedUserId ?? null } : null };
  });
}

/** Name, type and company of several materials at once (warehouse list). */
export async function getMaterialsByIds(ids: string[]): Promise<Map<string, Item>> {
  if (!ids.length) return new Map();
  const res = await db().material.get(ids.map((id) => ({ id }))).go();
  return new Map((res.data as Item[]).map((m) => [m.id as string, m]));
}


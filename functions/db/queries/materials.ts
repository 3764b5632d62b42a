import { randomUUID } from "node:crypto";
import { dataQualityLevel } from "../../../shared/rules/data-quality";
import { isInvalidProduct } from "../../../shared/rules/invalid-product";
import type { Company } from "../../../shared/schemas/company";
import {
  documentContentTypes,
  imageContentTypes,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MaterialInput,
  PUBLIC_HIDDEN_FIELDS,
  type UploadAnswer,
  type FileRecord,
  type Material,
  type MaterialFields,
  type MaterialListQuery,
  type PublicMaterial,
} from "../../../shared/schemas/material";
import { badRequest, conflict, HttpError } from "../../lib/errors";
import { headObject, signedGetUrl, signedPutUrl } from "../../lib/s3";
import { createdBy, updatedBy } from "../audit";
import { db } from "../service";

type Item = Record<string, unknown>;

/* ---------- files ---------- */

export type FileKind = "images" | "documents";
export const materialPrefix = (companyId: string, materialId: string) => `companies/${companyId}/materials/${materialId}/`;
export const fileKey = (companyId: string, materialId: string, kind: FileKind, fileId: string) =>
  `${materialPrefix(companyId, materialId)}${kind}/${fileId}`;
/** Download links in answers live this long; every read signs afresh (docs/decisions/0031-material-files.md). */
export const DOWNLOAD_URL_SECONDS = 6 * 3600;

async function signFiles(companyId: string, materialId: string, kind: FileKind, files: unknown): Promise<FileRecord[]> {
  const list = Array.isArray(files) ? (files as Omit<FileRecord, "url">[]) : [];
  return Promise.all(
    list.map(async (f) => ({
      id: f.id,
      size: f.size,
      contentType: f.contentType,
      name: f.name,
      url: await signedGetUrl(fileKey(companyId, materialId, kind, f.id), DOWNLOAD_URL_SECONDS, { fileName: f.name }),
    })),
  );
}

const kindRules = {
  images: { types: imageContentTypes as readonly string[], max: MAX_IMAGE_BYTES, what: "Images must be png or jpeg" },
  documents: { types: documentContentTypes as readonly string[], max: MAX_DOCUMENT_BYTES, what: "Documents must be pdf" },
};

/**
 * A presigned upload for a material's image or document: 415 for another content type, 413 above the
 * size limit. The URL signs type and length, so S3 refuses any other bytes. The returned `file` record is
 * what the client adds to the material's images/documents once the PUT succeeded.
 */
export async function presignMaterialUpload(material: Item, kind: FileKind, req: { contentType: string; size: number; name?: string }): Promise<UploadAnswer> {
  const rule = kindRules[kind];
  const contentType = req.contentType.toLowerCase().trim();
  if (!rule.types.includes(contentType)) throw new HttpError(415, rule.what);
  if (req.size > rule.max) throw new HttpError(413, `File is larger than ${rule.max / 1024 / 1024} MB`);
  const id = randomUUID();
  const key = fileKey(material.companyId as string, material.id as string, kind, id);
  const name = req.name ?? `${id}.${contentType.split("/")[1]}`;
  const [uploadUrl, downloadUrl] = await Promise.all([
    signedPutUrl(key, { contentType, size: req.size }),
    signedGetUrl(key, DOWNLOAD_URL_SECONDS, { fileName: name }),
  ]);
  return { id, uploadUrl, downloadUrl, file: { id, size: req.size, contentType, name, url: downloadUrl } };
}

/**
 * File records an update adds must name objects uploaded under this material's prefix; size and type
 * are taken from the stored object, not from the request.
 */
export async function checkNewFiles(existing: Item, changes: { images?: unknown; documents?: unknown }) {
  const out: { images?: FileRecord[]; documents?: FileRecord[] } = {};
  for (const kind of ["images", "documents"] as const) {
    const list = changes[kind];
    if (!Array.isArray(list)) continue;
    const known = new Map((Array.isArray(existing[kind]) ? (existing[kind] as FileRecord[]) : []).map((f) => [f.id, f]));
    out[kind] = await Promise.all(
      (list as FileRecord[]).map(async (f, i) => {
        if (known.has(f.id)) return { ...known.get(f.id)!, name: f.name };
        const head = await headObject(fileKey(existing.companyId as string, existing.id as string, kind, f.id));
        if (!head) throw badRequest("Validation failed", [{ path: `body.${kind}.${i}`, message: "File was not uploaded" }]);
        if (!kindRules[kind].types.includes(head.contentType ?? ""))
          throw badRequest("Validation failed", [{ path: `body.${kind}.${i}.contentType`, message: kindRules[kind].what }]);
        return { id: f.id, name: f.name, size: head.size, contentType: head.contentType!, url: "" };
      }),
    );
  }
  return out;
}

/* ---------- shaping ---------- */

const INTERNAL = new Set(["searchText", "documentCount", "pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "gsi3pk", "gsi3sk"]);

async function toMaterial(item: Item): Promise<Material> {
  const out: Item = {};
  for (const [k, v] of Object.entries(item)) if (!INTERNAL.has(k)) out[k] = v;
  const companyId = item.companyId as string;
  const id = item.id as string;
  out.images = await signFiles(companyId, id, "images", item.images);
  out.documents = await signFiles(companyId, id, "documents", item.documents);
  out.dataQualityLevel = item.dataQualityLevel ? item.dataQualityLevel : null;
  out.invalid = Boolean(item.invalid);
  out.isPublic = item.isPublic === true;
  return out as unknown as Material;
}

export function toPublicMaterial(m: Material): PublicMaterial {
  const out: Record<string, unknown> = { ...m };
  for (const k of PUBLIC_HIDDEN_FIELDS) delete out[k];
  delete out.company;
  return out as PublicMaterial;
}

/** Parse with the shared schema; a failure here is the caller's bad input (400 naming each field). */
function parseFields(input: unknown, root = "body"): MaterialFields {
  const r = MaterialInput.safeParse(input);
  if (!r.success) throw badRequest("Validation failed", r.error.issues.map((i) => ({ path: [root, ...i.path.map(String)].join("."), message: i.message })));
  return r.data;
}

/** Drop null/undefined (ElectroDB: absent attribute) and add the computed, stored fields. */
function storable(fields: Record<string, unknown>) {
  const clean: Item = {};
  for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) clean[k] = v;
  const level = dataQualityLevel(clean);
  return {
    ...clean,
    isPublic: clean.isPublic === true,
    searchText: `${String(clean.name ?? "")} ${String(clean.internalName ?? "")}`.toLowerCase(),
    documentCount: Array.isArray(clean.documents) ? clean.documents.length : 0,
    dataQualityLevel: level ?? 0,
    invalid: isInvalidProduct(clean as never),
  };
}

const stripFileUrls = (files: unknown) =>
  Array.isArray(files) ? files.map(({ url: _u, ...f }: { url?: string }) => f) : files;

/* ---------- reads and writes ---------- */

export async function getMaterialItem(id: string): Promise<Item | null> {
  const { data } = await db().material.get({ id }).go();
  return (data as Item | null) ?? null;
}

export async function getMaterial(id: string): Promise<Material | null> {
  const item = await getMaterialItem(id);
  return item ? toMaterial(item) : null;
}

/** Create a material owned by `companyId`. `input` is what the form sends (parsed again here). */
export async function createMaterial(input: MaterialInput | MaterialFields, companyId: string, userId: string, opts: { id?: string } = {}): Promise<Material> {
  const fields = parseFields(input);
  const record = storable({ ...fields, images: stripFileUrls(fields.images), documents: stripFileUrls(fields.documents) });
  const { data } = await db()
    .material.create({ ...record, id: opts.id ?? randomUUID(), companyId, ...createdBy(userId) } as never)
    .go();
  return toMaterial(data as Item);
}

/**
 * Apply a partial change (null clears a field). The merged material is validated as a whole, its level and
 * flag recomputed, and written only if nobody wrote in between (409 otherwise, and when `expectedVersion`
 * is older than the stored one).
 */
export async function updateMaterial(
  id: string,
  changes: Partial<MaterialFields> & { companyId?: string },
  userId: string,
  expectedVersion?: number,
  existingItem?: Item,
): Promise<Material | null> {
  const existing = existingItem ?? (await getMaterialItem(id));
  if (!existing) return null;
  const version = existing.version as number;
  if (expectedVersion !== undefined && expectedVersion !== version) throw conflict();
  const current: Item = {};
  for (const [k, v] of Object.entries(existing)) if (!INTERNAL.has(k)) current[k] = v;
  const { id: _i, companyId, createdDate, createdBy: author, updatedDate: _ud, updatedBy: _ub, version: _v, dataQualityLevel: _d, invalid: _inv, ...editable } = current;
  const merged: Item = { ...editable };
  for (const [k, v] of Object.entries(changes)) if (v !== undefined && k !== "companyId") merged[k] = v;
  const fields = parseFields(merged);
  const record = storable({ ...fields, images: stripFileUrls(fields.images), documents: stripFileUrls(fields.documents) });
  const { data } = await db()
    .material.put({
      ...record,
      id,
      companyId: changes.companyId ?? companyId,
      createdDate,
      createdBy: author,
      ...updatedBy(userId),
      version: version + 1,
    } as never)
    .where((a: any, op: any) => op.eq(a.version, version))
    .go();
  return toMaterial({ ...(data as Item), id });
}

export async function deleteMaterial(id: string): Promise<void> {
  await db().material.delete({ id }).go();
}

/* ---------- lists ---------- */

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

/** Filter expressions for the §2 admin filters on material attributes. */
function materialFilters(f: Partial<MaterialListQuery>): Where[] {
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

function applyWhere<Q extends { where(fn: Where): Q }>(q: Q, filters: Where[]): Q {
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

async function allCompanies(): Promise<Company[]> {
  const res = await db().company.query.byName({}).go({ pages: "all" });
  return res.data as unknown as Company[];
}

/**
 * Ids of companies matching the company-derived filters (verified, score, assignee), or null when none of
 * them is set. A Query over the companies index (bounded by the number of companies), never a Scan.
 */
export async function companyIdsMatching(f: Partial<Pick<MaterialListQuery, "companyVerified" | "score" | "assignee">>): Promise<Set<string> | null> {
  if (f.companyVerified === undefined && !f.score?.length && !f.assignee) return null;
  const ids = new Set<string>();
  for (const c of await allCompanies()) {
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


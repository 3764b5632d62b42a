import { randomUUID } from "node:crypto";
import { dataQualityLevel } from "../../../shared/rules/data-quality";
import { isInvalidProduct } from "../../../shared/rules/invalid-product";
import { MaterialInput, type Material, type MaterialFields } from "../../../shared/schemas/material";
import { conflict, isConditionFailure, validationFailed } from "../../lib/errors";
import { createdBy, updatedBy } from "../../db/audit";
import type { MaterialItem, StoredLevel } from "./entity";
import { createAudited, putVersioned, recordDeleted } from "../../db/queries/versioned";
import { db } from "../../db/service";
import { keyAttributes } from "../../db/table";
import { signFiles } from "./files";

export type { MaterialItem };
type Item = Record<string, unknown>;

/** Materials: the stored item as the API's Material (signed file URLs, computed level and flag), reads and versioned writes. */

/**
 * The table's key attributes, which an item read without ElectroDB's formatting carries (the list bench
 * reads raw pages). Derived internal attributes (searchText, documentCount, the facet pairs) are `hidden`
 * on the entity, so ElectroDB never reads them back.
 */
export const INTERNAL = new Set(keyAttributes);

/** The item without the table's key attributes (present on a raw page's items; an entity read has none). */
export function withoutKeys<T extends object>(item: T): T {
  const out = { ...item };
  for (const k of INTERNAL) Reflect.deleteProperty(out, k);
  return out;
}

/** The stored level (0 = none) as answered: 1–4 or null. */
export const levelOf = (level: MaterialItem["dataQualityLevel"]) => level || null;

export async function toMaterial(item: MaterialItem): Promise<Material> {
  const { companyId, id } = item;
  return {
    ...withoutKeys(item),
    images: await signFiles(companyId, id, "images", item.images),
    documents: await signFiles(companyId, id, "documents", item.documents),
    dataQualityLevel: levelOf(item.dataQualityLevel),
    invalid: Boolean(item.invalid),
    isPublic: item.isPublic === true,
  };
}

/** Parse with the shared schema; a failure here is the caller's bad input (400 naming each field). */
function parseFields(input: unknown, root = "body"): MaterialFields {
  const r = MaterialInput.safeParse(input);
  if (!r.success) throw validationFailed(r.error, root);
  return r.data;
}

const stripFileUrls = <F extends { url?: string }>(files: F[] | null | undefined) => files?.map(({ url: _u, ...f }) => f);

/** ElectroDB stores null as nothing: drop null and undefined, and say so in the type. */
function withoutNulls<T extends object>(o: T) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: Exclude<T[K], null> };
}

/**
 * The record to store: parsed fields without null, file records without their signed URLs, and the rule
 * results (level and invalid flag, computed by shared/rules over the whole material). searchText and
 * documentCount are derived by the entity itself (watch/set).
 */
function storable(fields: MaterialFields) {
  const clean = withoutNulls({ ...fields, images: stripFileUrls(fields.images), documents: stripFileUrls(fields.documents) });
  const level: StoredLevel = dataQualityLevel(clean) ?? 0;
  return {
    ...clean,
    name: fields.name,
    type: fields.type,
    isPublic: clean.isPublic === true,
    dataQualityLevel: level,
    invalid: isInvalidProduct(clean),
  };
}

export async function getMaterialItem(id: string): Promise<MaterialItem | null> {
  const { data } = await db().material.get({ id }).go();
  return data;
}

export async function getMaterial(id: string): Promise<Material | null> {
  const item = await getMaterialItem(id);
  return item ? toMaterial(item) : null;
}

/** Create a material owned by `companyId`. `input` is what the form sends (parsed again here). */
/** The stored item of a new material: validated, level and flag computed (also the seed's batch writes). */
export function newMaterialItem(input: MaterialInput | MaterialFields, companyId: string, userId: string, id: string = randomUUID()) {
  return { ...storable(parseFields(input)), id, companyId, ...createdBy(userId) };
}

export async function createMaterial(input: MaterialInput | MaterialFields, companyId: string, userId: string, opts: { id?: string } = {}): Promise<Material> {
  const { data } = await createAudited(db().material, db().material.create(newMaterialItem(input, companyId, userId, opts.id)));
  return toMaterial(data);
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
  existingItem?: MaterialItem,
): Promise<Material | null> {
  const existing = existingItem ?? (await getMaterialItem(id));
  if (!existing) return null;
  const version = existing.version;
  if (expectedVersion !== undefined && expectedVersion !== version) throw conflict();
  const current: Item = {};
  for (const [k, v] of Object.entries(existing)) if (!INTERNAL.has(k)) current[k] = v;
  const {
    id: _i,
    companyId: _c,
    createdDate: _cd,
    createdBy: _cb,
    updatedDate: _ud,
    updatedBy: _ub,
    version: _v,
    dataQualityLevel: _d,
    invalid: _inv,
    ...editable
  } = current;
  const merged: Item = { ...editable };
  for (const [k, v] of Object.entries(changes)) if (v !== undefined && k !== "companyId") merged[k] = v;
  const next = {
    ...storable(parseFields(merged)),
    id,
    companyId: changes.companyId ?? existing.companyId,
    createdDate: existing.createdDate,
    createdBy: existing.createdBy,
    ...updatedBy(userId),
    version: version + 1,
  };
  const data = await putVersioned(db().material, existing as never, next as never);
  return toMaterial({ ...(data as MaterialItem), id });
}

/**
 * Delete the material, in `version` when given: "removed" when this call removed it (of several deletes at
 * once, exactly one does), "gone" when it was not there, "changed" when it is there in another version.
 */
export async function deleteMaterial(id: string, version?: number, audited?: { before: MaterialItem; actor: string }): Promise<"removed" | "gone" | "changed"> {
  try {
    await db()
      .material.delete({ id })
      .where((a, op) => (version === undefined ? op.exists(a.id) : `${op.exists(a.id)} AND ${op.eq(a.version, version)}`))
      .go();
    if (audited) await recordDeleted(db().material, audited.before, audited.actor, id);
    return "removed";
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return version !== undefined && (await getMaterialItem(id)) ? "changed" : "gone";
}

/** Ids of every material of a company (deleting the company): a Query on byCompany, ids only. */
export async function listCompanyMaterialIds(companyId: string): Promise<string[]> {
  const { data } = await db()
    .material.query.byCompany({ companyId })
    .go({ pages: "all", attributes: ["id"] });
  return data.map((m) => m.id as string);
}

import { randomUUID } from "node:crypto";
import { dataQualityLevel } from "../../../shared/rules/data-quality";
import { isInvalidProduct } from "../../../shared/rules/invalid-product";
import { MaterialInput, PUBLIC_HIDDEN_FIELDS, type Material, type MaterialFields, type PublicMaterial } from "../../../shared/schemas/material";
import { conflict, validationFailed } from "../../lib/errors";
import { createdBy, updatedBy } from "../audit";
import { db } from "../service";
import { signFiles } from "./material-files";

type Item = Record<string, unknown>;

/** Materials: shaping answers (signed file URLs, computed level and flag), reads and versioned writes. */

export const INTERNAL = new Set(["searchText", "documentCount", "pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "gsi3pk", "gsi3sk", "gsi4pk", "gsi4sk", "gsi5pk", "gsi5sk", "gsi6pk", "gsi6sk"]);

export async function toMaterial(item: Item): Promise<Material> {
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
  if (!r.success) throw validationFailed(r.error, root);
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


import type { FileRecord, UploadAnswer } from "../../../shared/schemas/material";
import { deletePrefix, signFileLinks } from "../../lib/s3";
import { DOWNLOAD_URL_SECONDS, presignFile, registerStoredFile, type FileKind } from "../../lib/stored-files";

export type { FileKind } from "../../lib/stored-files";

type Item = Record<string, unknown>;

/** A material's images and documents in S3: keys, signed links, presigned uploads, and checks of uploaded files. */
export const materialPrefix = (companyId: string, materialId: string) => `companies/${companyId}/materials/${materialId}/`;
/** Generated datasheet PDFs of a material (functions/integrations/datasheet/storage.ts), one per version and view. */
export const datasheetPrefix = (materialId: string) => `datasheets/${materialId}/`;
export const fileKey = (companyId: string, materialId: string, kind: FileKind, fileId: string) => `${materialPrefix(companyId, materialId)}${kind}/${fileId}`;

export async function signFiles(companyId: string, materialId: string, kind: FileKind, files: unknown): Promise<FileRecord[]> {
  const list = Array.isArray(files) ? (files as Omit<FileRecord, "url">[]).map(({ id, size, contentType, name }) => ({ id, size, contentType, name })) : [];
  return signFileLinks(list, (id) => fileKey(companyId, materialId, kind, id), DOWNLOAD_URL_SECONDS);
}

/**
 * A presigned upload for a material's image or document (../../lib/stored-files.ts: 415 for another content
 * type, 413 above the size limit). The upload is checked again and moved when its record is saved
 * (checkNewFiles). The returned `file` record is what the client adds to the material's images/documents once
 * the upload succeeded.
 */
export async function presignMaterialUpload(material: Item, kind: FileKind, req: { contentType: string; size?: number; name?: string }): Promise<UploadAnswer> {
  return presignFile((id) => fileKey(material.companyId as string, material.id as string, kind, id), kind, req);
}

/**
 * Everything stored for a material: its uploads and its generated datasheets (each call idempotent). Both
 * prefixes are settled before a failure of either is thrown, so no delete still runs after the answer.
 */
export async function deleteMaterialFiles(companyId: string, materialId: string): Promise<void> {
  const settled = await Promise.allSettled([deletePrefix(materialPrefix(companyId, materialId)), deletePrefix(datasheetPrefix(materialId))]);
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * File records an update adds must name objects uploaded for this material (registered here: moved from
 * pending/ to the material's prefix); size and type are taken from the stored object, not from the request.
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
        const stored = await registerStoredFile(fileKey(existing.companyId as string, existing.id as string, kind, f.id), kind, f, `body.${kind}.${i}`);
        return { id: f.id, name: f.name, ...stored, url: "" };
      }),
    );
  }
  return out;
}

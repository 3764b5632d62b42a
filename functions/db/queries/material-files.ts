import { randomUUID } from "node:crypto";
import {
  documentContentTypes,
  imageContentTypes,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  type FileRecord,
  type UploadAnswer,
} from "../../../shared/schemas/material";
import { SIGNATURE_BYTES, sniffContentType } from "../../../shared/rules/file-signature";
import { badRequest, HttpError } from "../../lib/errors";
import { deletePrefix, readObjectStart, signedGetUrl, signFileLinks } from "../../lib/s3";
import { registerUpload, signUpload } from "../../lib/uploads";

type Item = Record<string, unknown>;

/** A material's images and documents in S3: keys, presigned uploads, and checks of uploaded files. */
export type FileKind = "images" | "documents";
export const materialPrefix = (companyId: string, materialId: string) => `companies/${companyId}/materials/${materialId}/`;
/** Generated datasheet PDFs of a material (functions/integrations/datasheet/storage.ts), one per version and view. */
export const datasheetPrefix = (materialId: string) => `datasheets/${materialId}/`;
export const fileKey = (companyId: string, materialId: string, kind: FileKind, fileId: string) => `${materialPrefix(companyId, materialId)}${kind}/${fileId}`;
/** Download links in answers live this long; every read signs afresh (docs/decisions/0031-material-files.md). */
export const DOWNLOAD_URL_SECONDS = 6 * 3600;

export async function signFiles(companyId: string, materialId: string, kind: FileKind, files: unknown): Promise<FileRecord[]> {
  const list = Array.isArray(files) ? (files as Omit<FileRecord, "url">[]).map(({ id, size, contentType, name }) => ({ id, size, contentType, name })) : [];
  return signFileLinks(list, (id) => fileKey(companyId, materialId, kind, id), DOWNLOAD_URL_SECONDS);
}

const kindRules = {
  images: { types: imageContentTypes as readonly string[], max: MAX_IMAGE_BYTES, what: "Images must be png or jpeg" },
  documents: { types: documentContentTypes as readonly string[], max: MAX_DOCUMENT_BYTES, what: "Documents must be pdf" },
};

const tooLarge = (max: number) => new HttpError(413, `File is larger than ${max / 1024 / 1024} MB`);

/**
 * A presigned upload for a material's image or document: 415 for another content type, 413 above the size
 * limit. The link is bounded by the kind's limit whether or not the client states the size (the spec's body
 * has none): a PUT signing the stated length, else a POST whose policy caps it (../../lib/uploads.ts). The
 * upload lands under pending/ and is checked again and moved when its record is saved (checkNewFiles). The
 * returned `file` record is what the client adds to the material's images/documents once the upload succeeded.
 */
export async function presignMaterialUpload(material: Item, kind: FileKind, req: { contentType: string; size?: number; name?: string }): Promise<UploadAnswer> {
  return presignFile((id) => fileKey(material.companyId as string, material.id as string, kind, id), kind, req);
}

/** The presigned upload of one file stored at `keyOf(fileId)` once registered (company, lead and request documents use it too). */
export async function presignFile(
  keyOf: (fileId: string) => string,
  kind: FileKind,
  req: { contentType: string; size?: number; name?: string },
): Promise<UploadAnswer> {
  const rule = kindRules[kind];
  const contentType = req.contentType.toLowerCase().trim();
  if (!rule.types.includes(contentType)) throw new HttpError(415, rule.what);
  if (req.size !== undefined && req.size > rule.max) throw tooLarge(rule.max);
  const id = randomUUID();
  const key = keyOf(id);
  const name = req.name ?? `${id}.${contentType.split("/")[1]}`;
  const [target, downloadUrl] = await Promise.all([
    signUpload(key, { contentType, size: req.size, maxBytes: rule.max }),
    signedGetUrl(key, DOWNLOAD_URL_SECONDS, { fileName: name }),
  ]);
  return { id, ...target, maxBytes: rule.max, downloadUrl, file: { id, size: req.size ?? 0, contentType, name, url: downloadUrl } };
}

/**
 * Registers the upload behind a new file record at its final `key` (../../lib/uploads.ts registerUpload),
 * judged by what S3 holds: within the size limit, the size the record states (when it states one), and bytes
 * that really are a PNG/JPEG or a PDF. A file that fails is deleted, so nothing unchecked stays in the bucket.
 */
export async function registerStoredFile(key: string, kind: FileKind, record: FileRecord, path: string): Promise<{ size: number; contentType: string }> {
  const rule = kindRules[kind];
  const stored = await registerUpload(key, async (at, head) => {
    if (head.size > rule.max) throw tooLarge(rule.max);
    if (record.size && record.size !== head.size)
      throw badRequest("Validation failed", [{ path: `${path}.size`, message: "The uploaded file does not have the declared size" }]);
    const actual = head.size > 0 ? sniffContentType(await readObjectStart(at, SIGNATURE_BYTES, head.etag)) : null;
    if (!actual || !rule.types.includes(actual) || (head.contentType && head.contentType !== actual))
      throw new HttpError(415, rule.what, [{ path: `${path}.contentType`, message: rule.what }]);
    return { size: head.size, contentType: actual };
  });
  if (!stored) throw badRequest("Validation failed", [{ path, message: "File was not uploaded" }]);
  return stored;
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

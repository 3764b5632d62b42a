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
import { deleteObject, deletePrefix, headObject, readObjectStart, signedGetUrl, signedPutUrl, signFileLinks } from "../../lib/s3";

type Item = Record<string, unknown>;

/** A material's images and documents in S3: keys, presigned uploads, and checks of uploaded files. */
export type FileKind = "images" | "documents";
export const materialPrefix = (companyId: string, materialId: string) => `companies/${companyId}/materials/${materialId}/`;
/** Generated datasheet PDFs of a material (functions/integrations/datasheet/storage.ts), one per version and view. */
export const datasheetPrefix = (materialId: string) => `datasheets/${materialId}/`;
export const fileKey = (companyId: string, materialId: string, kind: FileKind, fileId: string) =>
  `${materialPrefix(companyId, materialId)}${kind}/${fileId}`;
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
 * A presigned upload for a material's image or document: 415 for another content type, 413 above the
 * size limit. The URL signs the type, and the length when the client states it (the spec's body has no
 * size, so it is optional): S3 then refuses other bytes. Whatever was signed, the stored object is checked
 * again when its record is saved (checkNewFiles). The returned `file` record is what the client adds to the
 * material's images/documents once the PUT succeeded.
 */
export async function presignMaterialUpload(material: Item, kind: FileKind, req: { contentType: string; size?: number; name?: string }): Promise<UploadAnswer> {
  return presignFile((id) => fileKey(material.companyId as string, material.id as string, kind, id), kind, req);
}

/** The presigned upload of one file under the key `keyOf(fileId)` (company documents use it too). */
export async function presignFile(keyOf: (fileId: string) => string, kind: FileKind, req: { contentType: string; size?: number; name?: string }): Promise<UploadAnswer> {
  const rule = kindRules[kind];
  const contentType = req.contentType.toLowerCase().trim();
  if (!rule.types.includes(contentType)) throw new HttpError(415, rule.what);
  if (req.size !== undefined && req.size > rule.max) throw tooLarge(rule.max);
  const id = randomUUID();
  const key = keyOf(id);
  const name = req.name ?? `${id}.${contentType.split("/")[1]}`;
  const [uploadUrl, downloadUrl] = await Promise.all([
    signedPutUrl(key, { contentType, size: req.size }),
    signedGetUrl(key, DOWNLOAD_URL_SECONDS, { fileName: name }),
  ]);
  return { id, uploadUrl, downloadUrl, file: { id, size: req.size ?? 0, contentType, name, url: downloadUrl } };
}

/**
 * The stored object behind a new file record, judged by what S3 holds: within the size limit, the size the
 * record states (when it states one), and bytes that really are a PNG/JPEG or a PDF. A file that fails is
 * deleted, so nothing unchecked stays in the bucket under the material.
 */
export async function verifyStoredFile(key: string, kind: FileKind, record: FileRecord, path: string): Promise<{ size: number; contentType: string }> {
  const rule = kindRules[kind];
  const head = await headObject(key);
  if (!head) throw badRequest("Validation failed", [{ path, message: "File was not uploaded" }]);
  const refuse = async (e: HttpError) => {
    await deleteObject(key);
    return e;
  };
  if (head.size > rule.max) throw await refuse(tooLarge(rule.max));
  if (record.size && record.size !== head.size)
    throw await refuse(badRequest("Validation failed", [{ path: `${path}.size`, message: "The uploaded file does not have the declared size" }]));
  const actual = head.size > 0 ? sniffContentType(await readObjectStart(key, SIGNATURE_BYTES)) : null;
  if (!actual || !rule.types.includes(actual) || (head.contentType && head.contentType !== actual))
    throw await refuse(new HttpError(415, rule.what, [{ path: `${path}.contentType`, message: rule.what }]));
  return { size: head.size, contentType: actual };
}

/** Everything stored for a material: its uploads and its generated datasheets (each call idempotent). */
export async function deleteMaterialFiles(companyId: string, materialId: string): Promise<void> {
  await Promise.all([deletePrefix(materialPrefix(companyId, materialId)), deletePrefix(datasheetPrefix(materialId))]);
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
        const stored = await verifyStoredFile(fileKey(existing.companyId as string, existing.id as string, kind, f.id), kind, f, `body.${kind}.${i}`);
        return { id: f.id, name: f.name, ...stored, url: "" };
      }),
    );
  }
  return out;
}


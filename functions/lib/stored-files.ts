import { randomUUID } from "node:crypto";
import {
  documentContentTypes,
  imageContentTypes,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  type FileRecord,
  type UploadAnswer,
} from "../../shared/schemas/material";
import { SIGNATURE_BYTES, sniffContentType } from "../../shared/rules/file-signature";
import { badRequest, HttpError } from "./errors";
import { readObjectStart, signedGetUrl } from "./s3";
import { registerUpload, signUpload } from "./uploads";

/**
 * Uploaded files of any owner (material images and documents, company, lead and request documents): the
 * rules of each kind, presigned uploads and the check of an uploaded file. Where a file lives is the
 * owner's (its key function).
 */
export type FileKind = "images" | "documents";
/** Download links in answers live this long; every read signs afresh (docs/decisions/0031-material-files.md). */
export const DOWNLOAD_URL_SECONDS = 6 * 3600;

const kindRules = {
  images: { types: imageContentTypes as readonly string[], max: MAX_IMAGE_BYTES, what: "Images must be png or jpeg" },
  documents: { types: documentContentTypes as readonly string[], max: MAX_DOCUMENT_BYTES, what: "Documents must be pdf" },
};

const tooLarge = (max: number) => new HttpError(413, `File is larger than ${max / 1024 / 1024} MB`);

/**
 * The presigned upload of one file stored at `keyOf(fileId)` once registered: 415 for another content type,
 * 413 above the size limit. The link is bounded by the kind's limit whether or not the client states the size
 * (the spec's body has none): a PUT signing the stated length, else a POST whose policy caps it (./uploads.ts).
 * The upload lands under pending/ and is checked again and moved when its record is saved (registerStoredFile).
 * The returned `file` record is what the client adds to the owner's file list once the upload succeeded.
 */
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
 * Registers the upload behind a new file record at its final `key` (./uploads.ts registerUpload),
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

import { randomUUID } from "node:crypto";
import {
  documentContentTypes,
  imageContentTypes,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  type FileRecord,
  type UploadAnswer,
} from "../../../shared/schemas/material";
import { badRequest, HttpError } from "../../lib/errors";
import { headObject, signedGetUrl, signedPutUrl } from "../../lib/s3";

type Item = Record<string, unknown>;

/** A material's images and documents in S3: keys, presigned uploads, and checks of uploaded files. */
export type FileKind = "images" | "documents";
export const materialPrefix = (companyId: string, materialId: string) => `companies/${companyId}/materials/${materialId}/`;
export const fileKey = (companyId: string, materialId: string, kind: FileKind, fileId: string) =>
  `${materialPrefix(companyId, materialId)}${kind}/${fileId}`;
/** Download links in answers live this long; every read signs afresh (docs/decisions/0031-material-files.md). */
export const DOWNLOAD_URL_SECONDS = 6 * 3600;

export async function signFiles(companyId: string, materialId: string, kind: FileKind, files: unknown): Promise<FileRecord[]> {
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


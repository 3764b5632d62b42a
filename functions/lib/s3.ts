import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { env } from "./env";
import { nameFailures, sdkOptions, SERVICE_NAMES, SERVICE_OF_ERROR } from "./sdk-options";

/**
 * The files bucket. Locally s3rver (path-style, S3RVER credentials); "WHEN_REQUIRED" keeps the SDK from
 * adding an empty-body checksum to presigned PUTs, which real S3 would then reject.
 */
let s3: S3Client | undefined;
export function s3Client(): S3Client {
  const endpoint = env.endpoint("S3");
  s3 ??= nameFailures(
    new S3Client({
      region: env.region,
      endpoint,
      forcePathStyle: Boolean(endpoint),
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      ...sdkOptions("s3", endpoint),
    }),
    "s3",
  );
  return s3;
}

export async function putObject(key: string, body: Uint8Array | Buffer | string, contentType: string): Promise<void> {
  await s3Client().send(new PutObjectCommand({ Bucket: env.bucketName, Key: key, Body: body, ContentType: contentType }));
}

/** Download links are signed without the S3 client (./s3-get-url.ts), so read-only routes do not load it. */
export { signedGetUrl, signFileLinks } from "./s3-get-url";

/**
 * A presigned PUT that signs content-type and content-length: S3 refuses an upload of another type or size
 * (SignatureDoesNotMatch), so the limits checked by the API hold for the bytes actually stored. Uploads of an
 * unstated size get a presigned POST instead (./uploads.ts).
 */
export function signedPutUrl(key: string, file: { contentType: string; size: number }, seconds = 900): Promise<string> {
  return getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: env.bucketName, Key: key, ContentType: file.contentType, ContentLength: file.size }), {
    expiresIn: seconds,
    signableHeaders: new Set(["content-type", "content-length"]),
  });
}

/**
 * The first `bytes` bytes of a stored object (its magic number), empty when it is shorter. With `etag`, only
 * of that version of the object (S3 answers 412 PreconditionFailed when it was replaced meanwhile).
 */
export async function readObjectStart(key: string, bytes: number, etag?: string): Promise<Uint8Array> {
  const r = await s3Client().send(new GetObjectCommand({ Bucket: env.bucketName, Key: key, Range: `bytes=0-${bytes - 1}`, IfMatch: etag }));
  const body = r.Body ? await r.Body.transformToByteArray() : new Uint8Array();
  return body.subarray(0, bytes);
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: env.bucketName, Key: key }));
}

export interface StoredHead {
  size: number;
  contentType: string | null;
  /** Names this version of the object's bytes (conditions of later reads and copies). */
  etag?: string;
}

/**
 * Size, type and ETag of a stored object, or null when it is not there. S3 answers a missing key with 403
 * instead of 404 to a caller that may not list the bucket there (our routes may list only their own prefixes,
 * not pending/); a route is granted GetObject on every key it looks at (infra/permissions.ts), so a 403 here
 * means absent too.
 */
export async function headObject(key: string): Promise<StoredHead | null> {
  try {
    const r = await s3Client().send(new HeadObjectCommand({ Bucket: env.bucketName, Key: key }));
    return { size: r.ContentLength ?? 0, contentType: r.ContentType ?? null, etag: r.ETag };
  } catch (e) {
    const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
    const status = err.$metadata?.httpStatusCode;
    if (err.name === "NotFound" || err.name === "NoSuchKey" || status === 404 || status === 403) return null;
    throw e;
  }
}

/**
 * Copy an object within the bucket (its type and metadata with it). With `etag`, only that version of the
 * source: S3 answers 412 PreconditionFailed when it was replaced since it was checked.
 */
export async function copyObject(source: string, target: string, etag?: string): Promise<void> {
  await s3Client().send(
    new CopyObjectCommand({ Bucket: env.bucketName, Key: target, CopySource: encodeURI(`${env.bucketName}/${source}`), CopySourceIfMatch: etag }),
  );
}

/** Keys a batch delete listed as not deleted: file storage failing (a 503 naming it), so the caller's retry finishes. */
function notDeleted(prefix: string, count: number, code: string | undefined): Error {
  const e = Object.assign(new Error(`${count} objects under ${prefix} were not deleted (${code ?? "no code"})`), { name: "InternalError" });
  return Object.defineProperty(e, SERVICE_OF_ERROR, { value: SERVICE_NAMES.s3 });
}

/** Remove every object under a prefix (a deleted material's files). */
export async function deletePrefix(prefix: string): Promise<number> {
  let token: string | undefined;
  let removed = 0;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: env.bucketName, Prefix: prefix, ContinuationToken: token }));
    const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
    if (keys.length) {
      const r = await s3Client().send(new DeleteObjectsCommand({ Bucket: env.bucketName, Delete: { Objects: keys, Quiet: true } }));
      // A batch delete answers 200 with the keys it could not delete listed: those are a failure too.
      if (r.Errors?.length) throw notDeleted(prefix, r.Errors.length, r.Errors[0].Code);
      removed += keys.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}

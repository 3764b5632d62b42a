import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { PENDING_UPLOADS } from "../../shared/api/contract";
import { env } from "./env";
import { HttpError } from "./errors";
import { copyObject, deleteObject, headObject, s3Client, signedPutUrl, type StoredHead } from "./s3";

/**
 * Browser uploads (ADR 0162): every link is bounded in size, and lands under pending/<final key>; saving the
 * file's record moves it to its final key. What is never registered stays under pending/ and expires there.
 */

/** Upload links live this long: long enough for a slow phone upload. */
export const UPLOAD_SECONDS = 900;

/** Where the upload of the file stored at `key` lands until it is registered. */
export const pendingKey = (key: string) => `${PENDING_UPLOADS.prefix}${key}`;

/** Where and how the browser sends the file: a presigned PUT, or a presigned POST form with its fields. */
export interface UploadTarget {
  uploadUrl: string;
  uploadMethod: "PUT" | "POST";
  /** POST only: the form fields to send before the file (key, type, policy, signature). */
  uploadFields?: Record<string, string>;
}

/**
 * A presigned upload of one file into pending/<key>, whose length is bounded whatever the client stated. With
 * a size (at most `maxBytes`, checked by the caller): a PUT signing content-type and content-length, so S3
 * refuses other bytes. Without one: a POST whose policy pins the content type and allows 1..`maxBytes` bytes
 * (content-length-range), which a PUT cannot express.
 */
export async function signUpload(key: string, file: { contentType: string; size?: number; maxBytes: number }): Promise<UploadTarget> {
  const target = pendingKey(key);
  if (file.size !== undefined) {
    return { uploadMethod: "PUT", uploadUrl: await signedPutUrl(target, { contentType: file.contentType, size: file.size }, UPLOAD_SECONDS) };
  }
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: env.bucketName,
    Key: target,
    Conditions: [
      ["content-length-range", 1, file.maxBytes],
      ["eq", "$Content-Type", file.contentType],
    ],
    Fields: { "Content-Type": file.contentType },
    Expires: UPLOAD_SECONDS,
  });
  return { uploadMethod: "POST", uploadUrl: url, uploadFields: fields };
}

const statusOf = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const replaced = () => new HttpError(409, "The file was replaced while it was being checked; save again");

/** `check` on the object at `at`; an object it refuses (an HttpError) is deleted, so nothing unchecked stays. */
async function checked<T>(at: string, head: StoredHead, check: (at: string, head: StoredHead) => Promise<T>): Promise<T> {
  try {
    return await check(at, head);
  } catch (e) {
    if (e instanceof HttpError) await deleteObject(at);
    if (statusOf(e) === 412) throw replaced();
    throw e;
  }
}

/**
 * Registers the upload of the file stored at `key`: the pending object, once `check` accepted it, is copied to
 * `key` (only the version checked: a replacement sent meanwhile answers 409) and then deleted. Idempotent and
 * safe to retry: when the pending object is gone but `key` exists (an earlier attempt stopped between the
 * copy and the record's write, or a concurrent registration finished first), that object is what the record
 * names; it is checked the same way and accepted. Null when neither exists (never uploaded, or expired).
 */
export async function registerUpload<T>(key: string, check: (at: string, head: StoredHead) => Promise<T>): Promise<T | null> {
  const pending = pendingKey(key);
  const head = await headObject(pending);
  if (!head) {
    const stored = await headObject(key);
    return stored ? checked(key, stored, check) : null;
  }
  const accepted = await checked(pending, head, check);
  try {
    await copyObject(pending, key, head.etag);
  } catch (e) {
    if (statusOf(e) === 412) throw replaced();
    // Moved by a concurrent registration since the check: judge what it left.
    if (statusOf(e) === 404) return registerUpload(key, check);
    throw e;
  }
  await deleteObject(pending);
  return accepted;
}

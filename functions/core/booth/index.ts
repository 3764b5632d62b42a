import { randomUUID } from "node:crypto";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import type { output } from "zod/v4/core";
import { boothPhotoTypes, MAX_BOOTH_PHOTO_BYTES, type BoothInput, type BoothRow, type BoothUpload, type BoothUploadAnswer } from "../../../shared/schemas/booth";
import { SIGNATURE_BYTES, sniffContentType } from "../../../shared/rules/file-signature";
import { boothPhotoKey, createBoothVisit, listBoothVisits, patchBoothVisit, toBoothRow } from "../../db/queries/booth";
import { searchBoothVisits } from "../../db/queries/booth-search";
import type { PageOpts } from "../../db/queries/ordered-lists";
import type { AuthContext } from "../../lib/auth";
import { env } from "../../lib/env";
import { badRequest } from "../../lib/errors";
import { headObject, readObjectStart, s3Client } from "../../lib/s3";
import { startTracked } from "../workflow-runs";

/**
 * Trade-fair booth visitors (backoffice.md §2 Booth, §7 booth; ADR 0146). Adding one stores the row and
 * starts its kFair follow-up; the run's id is kept on the row so /booth opens the follow-up.
 */

/** The presigned POST lives this long: long enough for a slow phone upload. */
export const UPLOAD_SECONDS = 900;

/**
 * A presigned POST for one photo under booth/<id>. Unlike a presigned PUT, a POST policy can bound the size
 * (content-length-range) without the client stating it first, and pins the exact content type: S3 refuses
 * any other upload. (s3rver, the local emulator, does not enforce policies; the integration test decodes the
 * policy instead, and PUT /booth checks the stored object again.)
 */
export async function presignPhoto(body: output<typeof BoothUpload>): Promise<BoothUploadAnswer> {
  const id = randomUUID();
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: env.bucketName,
    Key: boothPhotoKey(id),
    Conditions: [
      ["content-length-range", 1, MAX_BOOTH_PHOTO_BYTES],
      ["eq", "$Content-Type", body.contentType],
    ],
    Fields: { "Content-Type": body.contentType },
    Expires: UPLOAD_SECONDS,
  });
  return { id, url, fields, maxBytes: MAX_BOOTH_PHOTO_BYTES };
}

const photoIssue = (message: string) => badRequest("Validation failed", [{ path: "body.contactDetails.photoId", message }]);

/** The uploaded photo, judged by what S3 holds: present, within the limit, and really a PNG or JPEG. */
async function checkPhoto(photoId: string): Promise<void> {
  const key = boothPhotoKey(photoId);
  const head = await headObject(key);
  if (!head) throw photoIssue("No uploaded photo with this id");
  if (head.size > MAX_BOOTH_PHOTO_BYTES) throw photoIssue(`The photo is larger than ${MAX_BOOTH_PHOTO_BYTES / 1024 / 1024} MB`);
  const sniffed = sniffContentType(await readObjectStart(key, SIGNATURE_BYTES));
  if (!sniffed || !(boothPhotoTypes as readonly string[]).includes(sniffed)) throw photoIssue("The photo must be a PNG or JPEG image");
}

/** GET /booth: newest first; with `q`, the matching visitors of every page (ADR 0153). */
export async function list(query: PageOpts & { q?: string }) {
  return query.q ? searchBoothVisits(query.q, query) : listBoothVisits(query);
}

/** PUT /booth: the row, then its kFair run (the run's start failing marks the run failed; the row stays, without workflowId). */
export async function create(body: output<typeof BoothInput>, auth: Pick<AuthContext, "userId">): Promise<BoothRow> {
  if (body.contactDetails.photoId) await checkPhoto(body.contactDetails.photoId);
  const id = randomUUID();
  await createBoothVisit(
    {
      id,
      companyName: body.companyName,
      companyType: body.companyType,
      companyCountry: body.companyCountry ?? undefined,
      personName: body.contactDetails.personName,
      email: body.contactDetails.email.toLowerCase(),
      position: body.contactDetails.position ?? undefined,
      photoId: body.contactDetails.photoId ?? undefined,
      notes: body.notes ?? undefined,
    },
    auth.userId,
  );
  const run = await startTracked("kFair", { boothId: id }, { label: `${body.contactDetails.personName}, ${body.companyName}`, boothId: id }, auth.userId);
  return toBoothRow(await patchBoothVisit(id, { workflowId: run.id }));
}

export type { BoothInput };

import { randomUUID } from "node:crypto";
import type { output } from "zod/v4/core";
import {
  boothPhotoTypes,
  MAX_BOOTH_PHOTO_BYTES,
  type BoothInput,
  type BoothRow,
  type BoothUpload,
  type BoothUploadAnswer,
} from "../../../shared/schemas/booth";
import { SIGNATURE_BYTES, sniffContentType } from "../../../shared/rules/file-signature";
import { boothPhotoKey, createBoothVisit, getBoothVisit, listBoothVisits, patchBoothVisit, toBoothRow } from "./queries";
import { searchBoothVisits } from "./queries-search";
import type { PageOpts } from "../../db/queries/ordered-lists";
import type { AuthContext } from "../../lib/auth";
import { badRequest } from "../../lib/errors";
import { readObjectStart } from "../../lib/s3";
import { registerUpload, signUpload } from "../../lib/uploads";
import { startTracked } from "../workflowRuns";
import { earlierRecord, newId } from "../../lib/ids";

/**
 * The booth service: what other domains, handlers, workflow steps, scripts and tests call (never ./queries or
 * an entity). Trade-fair booth visitors (ADR 0146). Adding one stores the row and
 * starts its kFair follow-up; the run's id is kept on the row so /booth opens the follow-up.
 */

/**
 * The kFair run's FindOrCreate step (./follow-up.ts), and whether a contact visited the booth (./visited.ts,
 * which imports no other domain: the outreach draft, reached from the companies service this one calls,
 * imports that file itself, so no import cycle runs through this one).
 */
export { FollowUpError, findOrCreateForVisit } from "./follow-up";
export { visitedBooth } from "./visited";
/**
 * Written outside PUT /booth: a visitor stored as given without starting its kFair run (test fixtures, the
 * benchmark), a visitor's search rows (the local backfill), and where a visitor's photo is stored (the seed).
 */
export { boothPhotoKey, createBoothVisit, writeBoothFragments } from "./queries";

/**
 * A presigned POST for one photo, stored at booth/<id> once a visitor names it: a POST policy bounds the size
 * (content-length-range) without the client stating it first, and pins the exact content type, so S3 refuses
 * any other upload. It lands under pending/ like every upload, and expires there unless PUT /booth registers
 * it. (s3rver, the local emulator, does not enforce policies; the integration test decodes the policy
 * instead, and PUT /booth checks the stored object again.)
 */
export async function presignPhoto(body: output<typeof BoothUpload>): Promise<BoothUploadAnswer> {
  const id = randomUUID();
  const target = await signUpload(boothPhotoKey(id), { contentType: body.contentType, maxBytes: MAX_BOOTH_PHOTO_BYTES });
  return { id, url: target.uploadUrl, fields: target.uploadFields!, maxBytes: MAX_BOOTH_PHOTO_BYTES };
}

const photoIssue = (message: string) => badRequest("Validation failed", [{ path: "body.contactDetails.photoId", message }]);

/** Registers the uploaded photo, judged by what S3 holds: present, within the limit, and really a PNG or JPEG. */
async function registerPhoto(photoId: string): Promise<void> {
  const ok = await registerUpload(boothPhotoKey(photoId), async (at, head) => {
    if (head.size > MAX_BOOTH_PHOTO_BYTES) throw photoIssue(`The photo is larger than ${MAX_BOOTH_PHOTO_BYTES / 1024 / 1024} MB`);
    const sniffed = sniffContentType(await readObjectStart(at, SIGNATURE_BYTES, head.etag));
    if (!sniffed || !(boothPhotoTypes as readonly string[]).includes(sniffed)) throw photoIssue("The photo must be a PNG or JPEG image");
    return true;
  });
  if (!ok) throw photoIssue("No uploaded photo with this id");
}

/** GET /booth: newest first; with `q`, the matching visitors of every page (ADR 0153). */
export async function list(query: PageOpts & { q?: string }) {
  return query.q ? searchBoothVisits(query.q, query) : listBoothVisits(query);
}

/** PUT /booth: the row, then its kFair run (the run's start failing marks the run failed; the row stays, without workflowId). */
export async function create(body: output<typeof BoothInput>, auth: Pick<AuthContext, "userId">): Promise<BoothRow> {
  const id = newId("boothVisit");
  const earlier = await earlierRecord(id, getBoothVisit, auth.userId);
  if (earlier) return toBoothRow(earlier);
  if (body.contactDetails.photoId) await registerPhoto(body.contactDetails.photoId);
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

/** A visitor as /booth shows it (its photo's URL signed afresh), or null when there is none (a kFair run's booth row). */
export async function visitorRow(id: string): Promise<BoothRow | null> {
  const visit = await getBoothVisit(id);
  return visit ? toBoothRow(visit) : null;
}

export type { BoothInput };

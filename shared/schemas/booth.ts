import { countryCode, email, httpUrl, nonEmpty, nonEmptyLine, pageQuery } from "./common";
import { companyTypes } from "./enums";
import * as z from "./zod";

/**
 * Trade-fair (k-fair) booth visitors. Adding one starts the
 * kFair workflow. Staff only.
 */
export const boothPhotoTypes = ["image/png", "image/jpeg"] as const;
/** A badge or card photo: large enough for a phone camera picture, small enough to keep uploads quick. */
export const MAX_BOOTH_PHOTO_BYTES = 8 * 1024 * 1024;

export const BoothInput = z.object({
  companyName: nonEmptyLine.check(z.maxLength(200)),
  companyType: z.enum(companyTypes),
  companyCountry: z.optional(countryCode),
  contactDetails: z.object({
    personName: nonEmpty.check(z.maxLength(200)),
    email,
    position: z.optional(nonEmpty.check(z.maxLength(200))),
    /** The photo's file id from POST /booth/upload (the server turns it into a URL; a client URL is never trusted). */
    photoId: z.optional(z.uuid()),
  }),
  notes: z.optional(nonEmpty.check(z.maxLength(2000))),
});
export type BoothInput = z.input<typeof BoothInput>;

/** A search text the server can look up: it holds a word of at least 2 letters or digits (the fragment index's shortest key). */
export const isBoothSearch = (q: string) => /[\p{L}\p{N}]{2}/u.test(q);

/**
 * GET /booth: newest first; `q` keeps the visitors whose company, name, e-mail, position, country or type
 * contains it (case-insensitive, across every page: ADR 0153). At least one word of 2 characters.
 */
export const BoothListQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100), z.refine(isBoothSearch, "Type at least 2 letters or digits"))),
});

/** POST /booth/upload: a presigned, size-limited photo upload. */
export const BoothUpload = z.object({
  contentType: z.enum(boothPhotoTypes),
  /** The SPA's origin; the upload form's redirect-free policy does not depend on it, it is only checked. */
  origin: z.optional(httpUrl),
});

export interface BoothUploadAnswer {
  id: string;
  /** Presigned POST: the form fields carry the size limit and content type. */
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
}

export interface BoothRow {
  id: string;
  companyName: string;
  companyType: (typeof companyTypes)[number];
  companyCountry: string | null;
  verified: boolean;
  contactDetails: { personName: string; email: string; position: string | null; url: string | null };
  companyId: string | null;
  contactId: string | null;
  /** The kFair workflow run started for this visitor. */
  workflowId: string | null;
  createdDate: string;
  createdBy: string;
}

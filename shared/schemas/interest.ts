import { countryCode, email, id, nonEmpty, pageQuery } from "./common";
import { MAX_LIST_ITEMS, MAX_NAME_LENGTH } from "./limits";
import { materialTypes, processingMethods } from "./material-enums";
import * as z from "./zod";
import { interestTypes } from "./enums";

/**
 * Interests: every "I'm interested" a visitor or buyer
 * gives — in the public catalogue, in a conversation, for a price or for samples — becomes an interest staff
 * list at /interests (Catalog / All) and can turn into a lead in one click. PUT /interests needs no sign-in.
 */
export type InterestType = (typeof interestTypes)[number];

const text = (max: number) => z.optional(nonEmpty.check(z.maxLength(max)));
/** Largest sample a visitor may ask for, in kg (a sample, not an order). */
export const MAX_SAMPLE_KG = 1000;

export const RequestedSample = z.object({
  materialId: id,
  /** Sample request amounts are positive integers (kg). */
  amount: z.number().check(z.int("Must be a whole number"), z.positive("Must be greater than 0"), z.maximum(MAX_SAMPLE_KG, `At most ${MAX_SAMPLE_KG} kg`)),
});

/** PUT /interests (public). `website` is a honeypot: people never see it, bots fill it in. */
export const InterestInput = z.object({
  type: z.enum(interestTypes),
  email,
  companyName: text(MAX_NAME_LENGTH),
  firstName: text(MAX_NAME_LENGTH),
  lastName: text(MAX_NAME_LENGTH),
  materialTypes: z.optional(z.array(z.enum(materialTypes)).check(z.maxLength(10))),
  /** Ids of the catalogue materials the interest is about. */
  materials: z.optional(z.array(id).check(z.maxLength(MAX_LIST_ITEMS))),
  requestedSamples: z.optional(z.array(RequestedSample).check(z.maxLength(10))),
  description: text(4000),
  application: text(500),
  processingMethods: z.optional(z.array(z.enum(processingMethods)).check(z.maxLength(10))),
  address: z.optional(
    z.object({
      street: text(200),
      city: text(200),
      zip: text(20),
      countryCode: z.optional(countryCode),
    }),
  ),
  /** Links to the visitor's documents (public visitors cannot upload; a link is all we keep). */
  documents: z.optional(
    z.array(z.object({ name: nonEmpty.check(z.maxLength(200)), url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)) })).check(z.maxLength(5)),
  ),
  /** The conversation the interest came from (its id, unguessable). */
  conversationId: z.optional(z.uuid()),
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type InterestInput = z.input<typeof InterestInput>;

/** GET /interests: newest first; `type` narrows to one kind (the Catalog toggle is type=CATALOG). */
export const InterestListQuery = z.extend(pageQuery, { type: z.optional(z.enum(interestTypes)) });

export interface Interest {
  id: string;
  type: InterestType;
  createdDate: string;
  email: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  materialTypes: string[];
  /** The materials' ids and, for staff, their names (null when the material is gone). */
  materials: { id: string; name: string | null; type: string | null }[];
  requestedSamples: { materialId: string; amount: number }[];
  description: string | null;
  application: string | null;
  processingMethods: string[];
  address: { street?: string; city?: string; zip?: string; countryCode?: string } | null;
  documents: { name: string; url: string }[];
  conversationId: string | null;
  /** Set once staff turned the interest into a lead. */
  leadId: string | null;
}

/** What PUT /interests answers the public: only that it was taken (nothing of the stored record). */
export interface InterestReceipt {
  id: string;
  type: InterestType;
}

export { interestTypes };

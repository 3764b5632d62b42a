import { blankToNull, email, httpUrl, languageCode, nonEmpty, versionNumber } from "./common";
import { MAX_ID_LENGTH } from "./limits";
import * as z from "./zod";

const optText = z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(500)))));

/** Contact fields a user may edit (email is read-only once created: it is the login). */
export const ContactUpdate = z.object({
  firstName: optText,
  lastName: optText,
  position: optText,
  phoneNumber: optText,
  linkedIn: z.optional(z.preprocess(blankToNull, z.nullable(httpUrl))),
  language: z.optional(z.preprocess(blankToNull, z.nullable(languageCode))),
  newsletter: z.optional(z.boolean()),
  version: z.optional(versionNumber(0)),
});
export type ContactUpdate = z.input<typeof ContactUpdate>;

export const ContactCreate = z.extend(ContactUpdate, {
  companyId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  email: z.optional(z.preprocess(blankToNull, z.nullable(email))),
});

export interface Contact {
  id: string;
  companyId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  position?: string | null;
  language?: string | null;
  newsletter?: boolean;
  linkedIn?: string | null;
  verified?: boolean;
  hasLogin?: boolean;
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}

export const contactName = (c: Pick<Contact, "firstName" | "lastName">) =>
  [c.firstName, c.lastName].filter(Boolean).join(" ").trim();

/** A platform user who can be assigned to companies, leads and tasks (the assignee pickers' options). */
export interface StaffUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

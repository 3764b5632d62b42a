import { blankToNull, csv, email, httpUrl, languageCode, nonEmpty, pageQuery, versionNumber, type StaffOptional } from "./common";
import { MAX_FILTER_VALUES, MAX_ID_LENGTH } from "./limits";
import type { MailSuppression } from "./mail-suppression";
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

/** GET /contacts: search plus the Filter dialog's company facts. */
export const ContactListQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  companyVerified: z.optional(z.enum(["true", "false"])),
  companyScore: csv(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5)), 5),
  countries: csv(z.string().check(z.regex(/^[A-Za-z]{2}$/, "Must be exactly 2 letters")), MAX_FILTER_VALUES.countries),
});
export type ContactListQuery = z.output<typeof ContactListQuery>;
/** GET /contacts/export: the list's filters, every page (no cursor or page size). */
export const ContactExportQuery = z.omit(ContactListQuery, { cursor: true, limit: true });

/** A row of the contacts list: the contact plus the company facts its filters use. */
export interface ContactListItem {
  id: string;
  companyId: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  position: string | null;
  phoneNumber: string | null;
}

/** GET /contacts/duplicates?email=: contacts already holding that e-mail (case-insensitive). */
export const ContactDuplicateQuery = z.object({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) });
export interface ContactDuplicate {
  id: string;
  companyId: string;
  name: string;
  reason: "email";
}

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
  /** The login that signed up with this contact's address (ADR 0159); staff-only. */
  loginUserId?: string | null;
  /** SES reported a permanent bounce or a complaint for the address: no mail is sent to it (ADR 0172); staff-only. */
  mailSuppressed?: MailSuppression | null;
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}

export const contactName = (c: Pick<Contact, "firstName" | "lastName">) => [c.firstName, c.lastName].filter(Boolean).join(" ").trim();

/** A platform user who can be assigned to companies, leads and tasks (the assignee pickers' options). */
export interface StaffUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Contact fields only staff see (docs/decisions/0065-domain-modules-and-views.md): staff's verification, authors and mail suppression. */
export const CONTACT_STAFF_FIELDS = ["verified", "createdBy", "updatedBy", "loginUserId", "mailSuppressed"] as const;
export type ContactAnswer = StaffOptional<Contact, (typeof CONTACT_STAFF_FIELDS)[number]>;

import { z } from "zod";
import { blankToNull, email, languageCode, nonEmpty } from "./common";

const optText = z.preprocess(blankToNull, nonEmpty.max(500).nullable()).optional();

/** Contact fields a user may edit (email is read-only once created: it is the login). */
export const ContactUpdate = z.object({
  firstName: optText,
  lastName: optText,
  position: optText,
  phoneNumber: optText,
  linkedIn: z.preprocess(blankToNull, z.url("Must be a URL").nullable()).optional(),
  language: z.preprocess(blankToNull, languageCode.nullable()).optional(),
  newsletter: z.boolean().optional(),
  version: z.number().int().min(0).optional(),
});
export type ContactUpdate = z.input<typeof ContactUpdate>;

export const ContactCreate = ContactUpdate.extend({
  companyId: z.string().min(1),
  email: z.preprocess(blankToNull, email.nullable()).optional(),
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

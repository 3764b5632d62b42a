import { email, nonEmpty, nonEmptyLine } from "./common";
import { MAX_NAME_LENGTH } from "./limits";
import * as z from "./zod";

/**
 * The public contact page's request:
 * companyName, personName, email and the description sent as `message`. The server stores it, runs the
 * matching engine on the text and e-mails the visitor a shortlist — only ever to the address given, with
 * nothing of the visitor's text in it (so nobody can mail third parties arbitrary content through it).
 */
export const MAX_CONTACT_MESSAGE = 4000;

export const ContactUsInput = z.object({
  companyName: nonEmptyLine.check(z.maxLength(MAX_NAME_LENGTH)),
  personName: nonEmpty.check(z.maxLength(MAX_NAME_LENGTH)),
  email,
  message: nonEmpty.check(z.maxLength(MAX_CONTACT_MESSAGE)),
  /** The page's language, for the e-mail (the page takes it from ?language= or the LOCALE cookie). */
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  /** Honeypot: hidden from people, filled by bots; a filled one is answered as usual and dropped. */
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type ContactUsInput = z.input<typeof ContactUsInput>;

/** What the visitor gets back: a receipt, nothing of what was matched (that goes by e-mail). */
export interface ContactUsReceipt {
  id: string;
  status: "received";
}

/** A stored public request (staff see it on /workflows through its run). */
export interface ContactRequest {
  id: string;
  companyName: string;
  personName: string;
  email: string;
  message: string;
  language: string;
  /** The materials the shortlist offered, best first. */
  shortlist: { id: string; name: string; type: string; url: string }[];
  /** "sending": an attempt is (or was, when cut short) under way; "sent" only once SES answered its message id. */
  status: "received" | "sending" | "sent" | "failed";
  workflowId: string | null;
  createdDate: string;
  sentDate: string | null;
}

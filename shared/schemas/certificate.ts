import { nonEmptyLine, versionNumber } from "./common";
import { DocumentRecord, type FileRecord } from "./material";
import * as z from "./zod";

/**
 * A company's certificate register: each certificate with its number, issuer, validity and PDF. A certificate
 * named on a material counts only while the register holds a valid one of its type (shared/rules/certificates.ts).
 */

/** The certificate kinds: every kind a company or a material may name, plus ISCC PLUS. */
export const certificateTypes = [
  "efsa",
  "oceanBoundPlastic",
  "grs",
  "fda",
  "recyClass",
  "euCertPlast",
  "dinSpec91446",
  "dinSpec91481",
  "en18065",
  "iso9001",
  "isccPlus",
] as const;
export type CertificateType = (typeof certificateTypes)[number];

/** A register holds at most this many certificates. */
export const MAX_CERTIFICATES = 50;

export const certificateId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, "Invalid certificate id"));

const day = z.iso.date({ error: "Must be a date (YYYY-MM-DD)" });

const certificateFields = {
  type: z.enum(certificateTypes),
  number: nonEmptyLine.check(z.maxLength(100)),
  issuer: nonEmptyLine.check(z.maxLength(200)),
  validFrom: day,
  validUntil: day,
  file: z.optional(z.nullable(DocumentRecord)),
};

/** validUntil on or after validFrom (ISO days compare as text). */
const validityOrder = z.superRefine<{ validFrom: string; validUntil: string }>((v, ctx) => {
  if (v.validUntil < v.validFrom) ctx.addIssue({ code: "custom", path: ["validUntil"], message: "Must not be before validFrom", input: v.validUntil });
});

/** One certificate as written (POST /companies/{id}/certificates/{certId}); the id is the path's. */
export const CertificateInput = z.object(certificateFields).check(validityOrder);
export type CertificateInput = z.output<typeof CertificateInput>;

/** PUT /companies/{id}/certificates: the whole list, conditional on the register's version (0 for a register never written). */
export const CertificateRegisterInput = z.object({
  version: versionNumber(0),
  certificates: z.array(z.object({ id: certificateId, ...certificateFields }).check(validityOrder)).check(
    z.maxLength(MAX_CERTIFICATES),
    z.refine((list: { id: string }[]) => new Set(list.map((c) => c.id)).size === list.length, "Certificate ids must be unique"),
  ),
});
export type CertificateRegisterInput = z.output<typeof CertificateRegisterInput>;

/** Where a certificate stands today: valid, not yet valid, or expired. */
export const certificateValidity = ["valid", "notYetValid", "expired"] as const;
export type CertificateValidity = (typeof certificateValidity)[number];

/** What a register holds of every certificate, stored and answered alike (days as YYYY-MM-DD). */
export interface CertificateFields {
  id: string;
  type: CertificateType;
  number: string;
  issuer: string;
  validFrom: string;
  validUntil: string;
}

/** One certificate as answered (the PDF link signed on every read). */
export interface Certificate extends CertificateFields {
  file: FileRecord | null;
  validity: CertificateValidity;
}

/** GET /companies/{id}/certificates. */
export interface CertificateRegister {
  companyId: string;
  certificates: Certificate[];
  /** The version a PUT names; 0 while the register was never written. */
  version: number;
}

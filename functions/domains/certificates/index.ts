import type { output } from "zod/v4/core";
import {
  certificateId,
  MAX_CERTIFICATES,
  type CertificateInput,
  type CertificateRegister,
  type CertificateRegisterInput,
} from "../../../shared/schemas/certificate";
import type { UploadAnswer } from "../../../shared/schemas/material";
import { now } from "../../db/audit";
import type { AuthContext } from "../../lib/auth";
import { assertCompanyAccess } from "../../lib/auth";
import { badRequest, conflict, HttpError, notFound } from "../../lib/errors";
import { getCompany } from "../companies/records";
import { checkCertificateFile, deleteCertificateFiles, presignCertificateFile } from "./files";
import { getRegister, putExpiryMarkers, putRegister, type StoredCertificate, type StoredRegister } from "./queries";
import { today } from "./register";
import { registerView } from "./view";

export { registerReads, statusesOf, today } from "./register";
export { checkCertificateExpiry, expiryStats } from "./expiry";

/**
 * The certificate register service: staff and the company's own users read and write their company's
 * register (another company's id answers 404, from the caller's server-side membership). Every write is one
 * put of the whole register conditioned on its version; a single certificate's save or delete re-reads and
 * retries when another write came first, a whole-list PUT names the version it read and gets a 409 when stale.
 */

/** The company, when the caller may reach it: 404 for another company's and for an unknown one alike. */
async function ownCompany(id: string, auth: AuthContext): Promise<void> {
  assertCompanyAccess(auth, id, "Company");
  if (!(await getCompany(id))) throw notFound("Company");
}

/** GET /companies/{id}/certificates. */
export async function list(id: string, auth: AuthContext): Promise<CertificateRegister> {
  await ownCompany(id, auth);
  return registerView(id, await getRegister(id), today());
}

/** Each certificate's file checked (new ones registered from pending/), the dropped files' ids. */
async function withFiles(
  companyId: string,
  existing: StoredRegister | null,
  next: (output<typeof CertificateInput> & { id: string })[],
  root: (i: number) => string,
) {
  const known = new Map((existing?.certificates ?? []).map((c) => [c.id, c]));
  const certificates: StoredCertificate[] = await Promise.all(
    next.map(async (c, i) => ({
      id: c.id,
      type: c.type,
      number: c.number,
      issuer: c.issuer,
      validFrom: c.validFrom,
      validUntil: c.validUntil,
      file: await checkCertificateFile(companyId, known.get(c.id)?.file, c.file, `${root(i)}.file`),
    })),
  );
  const kept = new Set(certificates.flatMap((c) => (c.file ? [c.file.id] : [])));
  const dropped = [...known.values()].flatMap((c) => (c.file && !kept.has(c.file.id) ? [c.file.id] : []));
  return { certificates, dropped };
}

/** Store the new list over `existing` (conditional), then its expiry markers and the dropped files. */
async function store(companyId: string, existing: StoredRegister | null, certificates: StoredCertificate[], dropped: string[], auth: AuthContext) {
  const at = now();
  const saved = await putRegister({ companyId, certificates, createdDate: existing?.createdDate ?? at, updatedDate: at, updatedBy: auth.userId }, existing);
  await putExpiryMarkers(companyId, certificates);
  await deleteCertificateFiles(companyId, dropped);
  return registerView(companyId, saved, today());
}

/** PUT /companies/{id}/certificates: the whole list, when the register is still at the version the caller read. */
export async function replace(id: string, body: output<typeof CertificateRegisterInput>, auth: AuthContext): Promise<CertificateRegister> {
  await ownCompany(id, auth);
  const existing = await getRegister(id);
  if ((existing?.version ?? 0) !== body.version) throw conflict();
  const { certificates, dropped } = await withFiles(id, existing, body.certificates, (i) => `body.certificates.${i}`);
  return store(id, existing, certificates, dropped, auth);
}

/** A write of one certificate tries this often when other writes keep coming first. */
const ATTEMPTS = 3;

async function changeOne(
  id: string,
  auth: AuthContext,
  change: (existing: StoredRegister | null) => Promise<{ certificates: StoredCertificate[]; dropped: string[] } | null>,
) {
  await ownCompany(id, auth);
  for (let attempt = 1; ; attempt++) {
    const existing = await getRegister(id);
    const next = await change(existing);
    if (!next) return registerView(id, existing, today());
    try {
      return await store(id, existing, next.certificates, next.dropped, auth);
    } catch (e) {
      if (!(e instanceof HttpError && e.statusCode === 409) || attempt >= ATTEMPTS) throw e;
    }
  }
}

const validCertId = (certId: string) => {
  if (!certificateId.safeParse(certId).success) throw badRequest("Validation failed", [{ path: "params.certId", message: "Invalid certificate id" }]);
};

/** POST /companies/{id}/certificates/{certId}: create or replace the one certificate (the same body twice is one). */
export async function save(id: string, certId: string, body: output<typeof CertificateInput>, auth: AuthContext): Promise<CertificateRegister> {
  validCertId(certId);
  return changeOne(id, auth, async (existing) => {
    const list = existing?.certificates ?? [];
    const { certificates } = await withFiles(id, existing, [{ ...body, id: certId }], () => "body");
    const [one] = certificates;
    const old = list.find((c) => c.id === certId);
    const dropped = old?.file && old.file.id !== one.file?.id ? [old.file.id] : [];
    const next = old ? list.map((c) => (c.id === certId ? one : c)) : [...list, one];
    if (next.length > MAX_CERTIFICATES)
      throw badRequest("Validation failed", [{ path: "params.certId", message: `A register holds at most ${MAX_CERTIFICATES} certificates` }]);
    return { certificates: next, dropped };
  });
}

/** DELETE /companies/{id}/certificates/{certId}: gone (and its PDF); an unknown certificate answers 404. */
export async function remove(id: string, certId: string, auth: AuthContext): Promise<CertificateRegister> {
  return changeOne(id, auth, async (existing) => {
    const list = existing?.certificates ?? [];
    const old = list.find((c) => c.id === certId);
    if (!old) throw notFound("Certificate");
    return { certificates: list.filter((c) => c.id !== certId), dropped: old.file ? [old.file.id] : [] };
  });
}

/** POST /companies/{id}/upload-certificate: a presigned, size-limited PDF upload for a certificate of the company. */
export async function upload(id: string, body: { contentType: string; size?: number; name?: string }, auth: AuthContext): Promise<UploadAnswer> {
  await ownCompany(id, auth);
  return presignCertificateFile(id, body);
}

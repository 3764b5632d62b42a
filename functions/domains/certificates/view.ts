import { certificateValidity } from "../../../shared/rules/certificates";
import type { Certificate, CertificateRegister } from "../../../shared/schemas/certificate";
import { signCertificateFile } from "./files";
import type { StoredCertificate, StoredRegister } from "./queries";

/** The one place a register answer is shaped: validity as of `today`, links signed afresh, soonest expiry first. */
export async function registerView(companyId: string, r: StoredRegister | null, today: string): Promise<CertificateRegister> {
  const list = [...(r?.certificates ?? [])].sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a.id.localeCompare(b.id));
  const certificates = await Promise.all(list.map((c) => certificateView(companyId, c, today)));
  return { companyId, certificates, version: r?.version ?? 0 };
}

async function certificateView(companyId: string, c: StoredCertificate, today: string): Promise<Certificate> {
  return {
    id: c.id,
    type: c.type,
    number: c.number,
    issuer: c.issuer,
    validFrom: c.validFrom,
    validUntil: c.validUntil,
    file: await signCertificateFile(companyId, c.file),
    validity: certificateValidity(c, today),
  };
}

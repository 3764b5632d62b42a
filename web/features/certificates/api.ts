import type { CertificateInput, CertificateRegister } from "../../../shared/schemas/certificate";
import { call } from "../../lib/api";
import { setCached, useApi } from "../../lib/queryKeys";
import { sendFile } from "../../lib/upload";

/** The certificate register's calls: each write answers the whole register, which replaces the cached one. */

export const useCertificates = (id: string) => useApi("GET /companies/{id}/certificates", { params: { id } });

const cache = (id: string, r: CertificateRegister) => setCached("GET /companies/{id}/certificates", { id }, r).then(() => r);

/** Upload the PDF (presigned, with progress) and answer the file record the save names. */
export async function uploadCertificatePdf(id: string, file: File, onProgress: (pct: number) => void) {
  const answer = await call("POST /companies/{id}/upload-certificate", { params: { id }, body: { contentType: file.type, size: file.size, name: file.name } });
  await sendFile(answer, file, onProgress);
  const { url: _url, ...record } = answer.file;
  return record;
}

export async function saveCertificate(id: string, certId: string, body: CertificateInput) {
  return cache(id, await call("POST /companies/{id}/certificates/{certId}", { params: { id, certId }, body }));
}

export async function deleteCertificate(id: string, certId: string) {
  return cache(id, await call("DELETE /companies/{id}/certificates/{certId}", { params: { id, certId } }));
}

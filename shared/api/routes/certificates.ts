import { CertificateInput, CertificateRegisterInput } from "../../schemas/certificate";
import { UploadRequest } from "../../schemas/material";
import { defineRoutes, FILES, type Needs } from "../contract";

const READ: Needs = { table: "read", files: { access: "read", prefixes: [FILES.companies] } };
const WRITE: Needs = { table: "write", files: { access: "write", prefixes: [FILES.companies], uploads: "register" } };

/**
 * A company's certificate register: staff and the company's own users manage it (another company's id
 * answers 404). Certificate PDFs are uploaded like company documents (a presigned, size-limited upload under
 * pending/, registered when the certificate is saved).
 */
export const certificatesRoutes = defineRoutes({
  "certificates.list": { method: "GET", path: "/companies/{id}/certificates", access: "user", needs: READ },
  "certificates.replace": { method: "PUT", path: "/companies/{id}/certificates", access: "user", body: CertificateRegisterInput, needs: WRITE },
  "certificates.save": { method: "POST", path: "/companies/{id}/certificates/{certId}", access: "user", body: CertificateInput, needs: WRITE },
  "certificates.delete": {
    method: "DELETE",
    path: "/companies/{id}/certificates/{certId}",
    access: "user",
    needs: { table: "write", files: { access: "write", prefixes: [FILES.companies] } },
  },
  "certificates.upload": {
    method: "POST",
    path: "/companies/{id}/upload-certificate",
    access: "user",
    body: UploadRequest,
    needs: { table: "read", files: { access: "write", prefixes: [FILES.companies], uploads: "presign" } },
  },
});

import type { CertificateRegister } from "../../schemas/certificate";
import type { UploadAnswer } from "../../schemas/material";

/** What each route answers (type-only). */
export interface CertificatesResponses {
  "certificates.list": CertificateRegister;
  "certificates.replace": CertificateRegister;
  "certificates.save": CertificateRegister;
  "certificates.delete": CertificateRegister;
  "certificates.upload": UploadAnswer;
}

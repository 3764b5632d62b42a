import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * A company's certificate register: one item per company holding its whole list, so a read is one GetItem,
 * the matching run reads every seller's in one BatchGet, and every write is one put conditioned on the version.
 */
export const CertificateRegisterEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "certificateRegister", version: "1", service: SERVICE },
      attributes: {
        companyId: { type: "string", required: true, readOnly: true },
        /** The certificates (shared/schemas/certificate.ts CertificateInput plus id; the file without its link). */
        certificates: { type: "any", required: true },
        createdDate: { type: "string", required: true, readOnly: true },
        updatedDate: { type: "string", required: true },
        updatedBy: { type: "string" },
        version: { type: "number", required: true },
      },
      indexes: {
        byCompany: { pk: { field: "pk", composite: ["companyId"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

/**
 * The expiry index: one marker per certificate and validUntil, written after the register and found by the
 * daily expiry check through its validUntil (a Query of a window of days, never a Scan). The register stays
 * the truth: a marker whose certificate is gone or changed is skipped and removed.
 */
export const CertificateExpiryEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "certificateExpiry", version: "1", service: SERVICE },
      attributes: {
        companyId: { type: "string", required: true, readOnly: true },
        certificateId: { type: "string", required: true, readOnly: true },
        validUntil: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byCertificate: { pk: { field: "pk", composite: ["companyId", "certificateId", "validUntil"] }, sk: { field: "sk", composite: [] } },
        /** The expiry check: markers by validUntil. */
        byValidUntil: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: [] },
          sk: { field: "gsi1sk", composite: ["validUntil", "companyId", "certificateId"] },
        },
      },
    }),
);

export type CertificateRegisterItem = EntityItem<typeof CertificateRegisterEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { certificateRegister: CertificateRegisterEntity, certificateExpiry: CertificateExpiryEntity };
/** The schemas each entity stores: the register holds a list of certificates, no body is stored as is. */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { certificateRegister: null, certificateExpiry: null });

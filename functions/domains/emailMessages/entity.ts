import { Entity, type EntityItem } from "electrodb";
import { createdAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { EmailMessageFields } from "../../../shared/schemas/email-message";
import { storedSchemasOf } from "../define";

/**
 * A company e-mail (ADR 0151). Keyed by id alone, so the public opened pixel
 * (GET /emails/{id}/opened) finds it with one conditional write and no read; an index by company, newest first,
 * makes the messages tab one Query. Written once when sent; only openedDate is set later, and only once.
 */
export const EmailMessageEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "emailMessage", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        companyId: { type: "string", required: true, readOnly: true },
        from: { type: "string", required: true, readOnly: true },
        /** [{name: string | null, email}] as the staff member addressed them. */
        to: { type: "any", required: true, readOnly: true },
        subject: { type: "string", required: true, readOnly: true },
        /** Sanitised HTML, without the tracking pixel (that is added to the outgoing copy only). */
        body: { type: "string", required: true, readOnly: true },
        sentDate: { type: "string" },
        sesMessageId: { type: "string" },
        openedDate: { type: "string" },
        ...createdAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** The messages tab: a company's messages, newest first. */
        byCompany: { index: "gsi1", pk: { field: "gsi1pk", composite: ["companyId"] }, sk: { field: "gsi1sk", composite: ["createdDate", "id"] } },
      },
    }),
);

export type EmailMessageItem = EntityItem<typeof EmailMessageEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { emailMessage: EmailMessageEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { emailMessage: [EmailMessageFields] });

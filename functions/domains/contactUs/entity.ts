import { Entity, type EntityItem } from "electrodb";
import { createdAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { ContactUsInput } from "../../../shared/schemas/contact-us";
import { storedSchemasOf } from "../define";

/**
 * A public contact-us request (ADR 0148). Written once by
 * POST /contact-us; the contactUs run adds the shortlist and marks it sent. Read only by id (the run's steps
 * and staff through the run on /workflows), so it has no list index.
 */
export const ContactRequestEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "contactRequest", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        companyName: { type: "string", required: true },
        personName: { type: "string", required: true },
        email: { type: "string", required: true },
        message: { type: "string", required: true },
        language: { type: "string", required: true },
        shortlist: {
          type: "list",
          items: {
            type: "map",
            properties: {
              id: { type: "string", required: true },
              name: { type: "string", required: true },
              type: { type: "string", required: true },
              condition: { type: "string" },
              color: { type: "string" },
              url: { type: "string", required: true },
              /** The matching engine passed it (every hard factor matches): only then the e-mail calls it a fit. */
              fits: { type: "boolean" },
              /** The hard factors that did not match. */
              misfits: { type: "list", items: { type: "string" } },
            },
          },
        },
        /**
         * received → sending (SendShortlist's attempt marker, a conditional update, before SES is called) → sent
         * (with SES's message id, once SES answered); failed when the run failed. A send found "sending" was cut at
         * an unknown point: it may or may not have gone out, so it is never taken for sent.
         */
        status: { type: ["received", "sending", "sent", "failed"] as const, required: true, default: "received" },
        workflowId: { type: "string" },
        /** The MATERIAL_REQUEST interest stored for staff when nothing in the catalogue fits. */
        interestId: { type: "string" },
        sentDate: { type: "string" },
        /** SES's MessageId of the e-mail sent: a request is recorded as sent only with it. */
        sesMessageId: { type: "string" },
        ...createdAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

export type ContactRequestItem = EntityItem<typeof ContactRequestEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { contactRequest: ContactRequestEntity };

/** What POST /contact-us stores: its fields but the honeypot (a filled one is dropped, never stored). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { contactRequest: [{ schema: ContactUsInput, notStored: ["website"] }] });

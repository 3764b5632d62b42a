import { Entity } from "electrodb";
import { MAIL_SUPPRESSION_REASONS } from "../../../shared/schemas/mail-suppression";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * An address SES reported a permanent bounce or a complaint for (ADR 0172), whether or not a contact holds it
 * (contact-us visitors, users): every send reads it first and refuses the address. Written once, by the SES
 * feedback subscriber; the first report is kept.
 */
export const MailSuppressionEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "mailSuppression", version: "1", service: SERVICE },
      attributes: {
        /** Trimmed, lower-cased address (normalizeEmail). */
        email: { type: "string", required: true, readOnly: true },
        reason: { type: MAIL_SUPPRESSION_REASONS, required: true },
        detail: { type: "string", required: true },
        at: { type: "string", required: true },
        /** SES's feedback id of the report that suppressed it. */
        feedbackId: { type: "string" },
        createdDate: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byEmail: { pk: { field: "pk", composite: ["email"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

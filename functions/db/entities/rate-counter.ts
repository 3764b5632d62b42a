import { Entity } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * Attempts of one kind by one subject (an e-mail address or a source IP) in one fixed time window (ADR 0062).
 * The window is part of the key because dynalite has no TTL: a new window starts a new item at zero.
 */
export const RateCounterEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "rateCounter", version: "1", service: SERVICE },
      attributes: {
        /** e.g. "signin-email:ann@example.com" */
        subject: { type: "string", required: true, readOnly: true },
        /** Window number: floor(epoch seconds / window length). */
        window: { type: "string", required: true, readOnly: true },
        attempts: { type: "number" },
        /** Epoch seconds before which the subject may not try again (the sign-in delay of an address, ADR 0157). */
        notBefore: { type: "number" },
        /** Epoch seconds when the window is over; DynamoDB TTL removes the record in AWS. */
        expiresAt: { type: "number" },
      },
      indexes: {
        bySubjectWindow: { pk: { field: "pk", composite: ["subject", "window"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

import { Entity } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * A sign-in's refresh token, known only by its hash (ADR 0061). Cognito refresh tokens are opaque, so this
 * record is how the server knows when one was issued: a refresh is refused when no record exists or when the
 * user voided their sessions after `issuedAt` (password change, account deletion).
 */
export const SessionEntity = lazyEntity(() => new Entity({
  model: { entity: "session", version: "1", service: SERVICE },
  attributes: {
    userId: { type: "string", required: true, readOnly: true },
    tokenHash: { type: "string", required: true, readOnly: true },
    /** Epoch seconds of the sign-in (the ID token's iat). */
    issuedAt: { type: "number", required: true, readOnly: true },
    /** Epoch seconds when the refresh token lapses anyway; DynamoDB TTL removes the record in AWS. */
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byUser: { pk: { field: "pk", composite: ["userId"] }, sk: { field: "sk", composite: ["tokenHash"] } },
  },
}));

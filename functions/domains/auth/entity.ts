import { Entity } from "electrodb";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * A signed-in session (ADRs 0061, 0158). The browser holds an opaque refresh token "<userId>.<sessionId>.<secret>";
 * the server keeps only the secret's hash and Cognito's refresh token sealed under a key derived from that
 * secret, so a table read yields no usable token. Each refresh replaces the secret (a conditional write on
 * `secretHash`); a token whose secret is not the current one ends the session (reuse).
 */
export const SessionEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "session", version: "2", service: SERVICE },
      attributes: {
        userId: { type: "string", required: true, readOnly: true },
        sessionId: { type: "string", required: true, readOnly: true },
        /** sha256 of the current secret (base64url). */
        secretHash: { type: "string", required: true },
        /** Cognito's refresh token, AES-256-GCM under a key derived from the current secret (base64url iv|tag|text). */
        sealed: { type: "string", required: true },
        /** Epoch seconds of the sign-in (the first ID token's iat): a password change voids sessions begun before it. */
        issuedAt: { type: "number", required: true, readOnly: true },
        /** Epoch seconds of the last refresh. */
        rotatedAt: { type: "number" },
        /** Epoch seconds when the session ends anyway (sign-in + 30 days); DynamoDB TTL removes the record in AWS. */
        expiresAt: { type: "number", required: true, readOnly: true },
      },
      indexes: {
        byUser: { pk: { field: "pk", composite: ["userId"] }, sk: { field: "sk", composite: ["sessionId"] } },
      },
    }),
);

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { session: SessionEntity };

/** No request schema writes a session: sign-in and refresh record it. */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { session: null });

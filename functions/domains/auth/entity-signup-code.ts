import { Entity } from "electrodb";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * The pending sign-up of an e-mail address (ADR 0159): the code mailed to it, known only by its HMAC, until it
 * expires or was tried too often. One per address: a new sign-up replaces it (and its code).
 */
export const SignupCodeEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "signupCode", version: "1", service: SERVICE },
      attributes: {
        /** Lower-cased address. */
        email: { type: "string", required: true, readOnly: true },
        /** HMAC of address and code under the server's sign-up key (functions/lib/server-key.ts, ./signup-code.ts). */
        codeHash: { type: "string", required: true },
        /** Tries of this code, the right one included; counted before the code is compared. */
        attempts: { type: "number", required: true },
        /** Epoch seconds; DynamoDB TTL removes the record in AWS. */
        expiresAt: { type: "number", required: true },
      },
      indexes: {
        byEmail: { pk: { field: "pk", composite: ["email"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

/** Registered with the table through functions/domains/entities.ts. */
export const entities = { signupCode: SignupCodeEntity };

/** No request schema writes a code: the service draws it and stores its hash. */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { signupCode: null });

import { Entity } from "electrodb";
import { auditAttributes } from "../audit";
import { SERVICE } from "./company";

/** A person at a company; a user is a contact whose id is their Cognito user id (hasLogin). */
export const ContactEntity = new Entity({
  model: { entity: "contact", version: "1", service: SERVICE },
  attributes: {
    id: { type: "string", required: true, readOnly: true },
    companyId: { type: "string", required: true },
    firstName: { type: "string" },
    lastName: { type: "string" },
    email: { type: "string" },
    emailLower: { type: "string" },
    phoneNumber: { type: "string" },
    position: { type: "string" },
    language: { type: "string" },
    newsletter: { type: "boolean" },
    linkedIn: { type: "string" },
    verified: { type: "boolean" },
    hasLogin: { type: "boolean" },
    /** Epoch seconds: ID tokens issued (iat) and sessions started before it are void (ADR 0061). Server-only. */
    tokensValidAfter: { type: "number" },
    ...auditAttributes,
  },
  indexes: {
    byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
    byCompany: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["companyId"] },
      sk: { field: "gsi1sk", composite: ["createdDate", "id"] },
    },
    /** Sparse: only contacts with an e-mail; the signup duplicate check. */
    byEmail: {
      index: "gsi2",
      condition: (attr: { emailLower?: string }) => Boolean(attr.emailLower),
      pk: { field: "gsi2pk", composite: ["emailLower"] },
      sk: { field: "gsi2sk", composite: [] },
    },
  },
});

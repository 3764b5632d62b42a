import { Entity, type EntityItem } from "electrodb";
import { ContactCreate } from "../../../shared/schemas/contact";
import { MAIL_SUPPRESSION_REASONS } from "../../../shared/schemas/mail-suppression";
import { attributesFromZod } from "../../db/attributes-from-zod";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * A person at a company; a user is a contact whose id is their Cognito user id (hasLogin). The fields a request
 * writes are ContactCreate's (derived, ADR 0191); the others are the server's.
 */
export const ContactEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "contact", version: "1", service: SERVICE },
      attributes: {
        ...attributesFromZod(ContactCreate),
        id: { type: "string", required: true, readOnly: true },
        /** Lower-cased e-mail, the key of the byEmail index: derived from email on every write, never answered. */
        emailLower: {
          type: "string",
          hidden: true,
          watch: ["email"],
          set: (_: unknown, item: { email?: string }) => item.email?.toLowerCase(),
        },
        verified: { type: "boolean" },
        hasLogin: { type: "boolean" },
        /**
         * On a contact someone filed under an address that later signed up: the id of that login's own contact
         * (ADR 0159). Set by the server at sign-up verification, never from a request; staff-only.
         */
        loginUserId: { type: "string" },
        /**
         * The company facts the contacts list filters and shows (docs/decisions/0113): copied from the company on
         * create and by refreshContactsCompanyFacts, so the Filter dialog never reads the companies. Never answered
         * as part of a Contact. Always set ("-" / 0 when the company has none) so the facet indexes hold every contact.
         */
        companyName: { type: "string" },
        companyVerified: { type: "boolean" },
        companyScore: { type: "number" },
        companyCountry: { type: "string" },
        /** Lower-cased name, e-mail, position and company name: the list search (a filter expression). Server-only. */
        searchText: { type: "string", hidden: true },
        /**
         * Set when SES reported a permanent bounce or a complaint for this contact's address (ADR 0172): written
         * only by the SES feedback subscriber, never from a request, and without touching the version; staff-only.
         */
        mailSuppressed: {
          type: "map",
          properties: {
            reason: { type: MAIL_SUPPRESSION_REASONS, required: true },
            detail: { type: "string", required: true },
            at: { type: "string", required: true },
          },
        },
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
        /** Every contact, newest first: the staff list without a company-fact filter (ADR 0113). */
        all: {
          index: "gsi3",
          pk: { field: "gsi3pk", composite: [] },
          sk: { field: "gsi3sk", composite: ["createdDate", "id"] },
        },
        /** The Filter dialog's hot facets, one index each, newest first; several values are merged by date. */
        byCompanyCountry: {
          index: "gsi4",
          pk: { field: "gsi4pk", composite: ["companyCountry"] },
          sk: { field: "gsi4sk", composite: ["createdDate", "id"] },
        },
        byCompanyScore: {
          index: "gsi5",
          pk: { field: "gsi5pk", composite: ["companyScore"] },
          sk: { field: "gsi5sk", composite: ["createdDate", "id"] },
        },
      },
    }),
);

export type ContactItem = EntityItem<typeof ContactEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { contact: ContactEntity };

/** What a request writes to each entity (test/unit/schema-entity.test.ts checks each field has its attribute). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { contact: [ContactCreate] });

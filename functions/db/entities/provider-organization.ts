import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * The offline enrichment provider's data (ADR 0142): one organization per provider and web domain, as the
 * provider's API would answer it, seeded by scripts/seed/enrichment.ts. Keyed by domain, so a pull is one GetItem.
 */
export const ProviderOrganizationEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "providerOrganization", version: "1", service: SERVICE },
      attributes: {
        provider: { type: "string", required: true, readOnly: true },
        domain: { type: "string", required: true, readOnly: true },
        organization: { type: "any", required: true },
        updatedDate: { type: "string", required: true },
      },
      indexes: {
        byDomain: { pk: { field: "pk", composite: ["provider", "domain"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

/**
 * A company pushed to a provider as an account (push-integration): the provider's account id, so the next
 * push updates that account instead of creating another. The offline provider's push is this row alone.
 */
export const ProviderAccountEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "providerAccount", version: "1", service: SERVICE },
      attributes: {
        provider: { type: "string", required: true, readOnly: true },
        companyId: { type: "string", required: true, readOnly: true },
        accountId: { type: "string", required: true },
        source: { type: "string", required: true },
        /** What was sent: {name, domain, phone}. */
        account: { type: "any", required: true },
        pushedDate: { type: "string", required: true },
        pushedBy: { type: "string", required: true },
      },
      indexes: {
        byCompany: { pk: { field: "pk", composite: ["provider", "companyId"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

export type ProviderOrganizationItem = EntityItem<typeof ProviderOrganizationEntity>;
export type ProviderAccountItem = EntityItem<typeof ProviderAccountEntity>;

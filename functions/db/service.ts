import { domainEntities } from "../domains/entities";
import { documentClient } from "../lib/clients";
import { env } from "../lib/env";
import { AuditEntryEntity } from "./entities/audit-entry";
import { AnalyticsCounterEntity } from "./entities/analytics-counter";
import { ClaimEntity } from "./entities/claim";
import { RateCounterEntity } from "./entities/rate-counter";
import { ProviderAccountEntity, ProviderOrganizationEntity } from "./entities/provider-organization";
import { WebPageEntity } from "./entities/web-page";
import { MailSuppressionEntity } from "./entities/mail-suppression";

/**
 * Entities registered with the table's Service: those of the domain folders (functions/domains/entities.ts)
 * and those still in functions/db/entities; test/unit/table.test.ts checks them against tableKeys.
 */
export const entities = {
  ...domainEntities,
  providerOrganization: ProviderOrganizationEntity,
  providerAccount: ProviderAccountEntity,
  webPage: WebPageEntity,
  rateCounter: RateCounterEntity,
  analyticsCounter: AnalyticsCounterEntity,
  claim: ClaimEntity,
  auditEntry: AuditEntryEntity,
  mailSuppression: MailSuppressionEntity,
};

type Entities = typeof entities;
const bound = new Set<string>();

/**
 * The entities bound to the configured table and client, each on first use (after env is set). No ElectroDB
 * Service: the table has no collections, and joining a Service builds every entity at start where a route
 * uses a few (entities/lazy.ts). test/unit/table.test.ts still joins them all into one Service, so its
 * cross-entity checks (one service name, consistent indexes) keep running.
 */
const view = new Proxy(entities, {
  get(target, name: string) {
    const entity = target[name as keyof Entities];
    if (entity && !bound.has(name)) {
      entity.setClient(documentClient());
      entity.setTableName(env.tableName);
      bound.add(name);
    }
    return entity;
  },
});

export function db(): Entities {
  return view;
}

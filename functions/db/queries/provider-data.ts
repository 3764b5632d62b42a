import type { ApolloOrganization, IntegrationProvider } from "../../../shared/schemas/integration";
import { now } from "../audit";
import { db } from "../service";

/** The offline provider's organization for a domain (one GetItem), or null. */
export async function getProviderOrganization(provider: IntegrationProvider, domain: string): Promise<ApolloOrganization | null> {
  const { data } = await db().providerOrganization.get({ provider, domain }).go();
  return data ? (data.organization as ApolloOrganization) : null;
}

/** Seed: organizations of the offline provider (idempotent puts). */
export async function putProviderOrganizations(provider: IntegrationProvider, rows: { domain: string; organization: ApolloOrganization }[]): Promise<void> {
  if (!rows.length) return;
  const at = now();
  await db()
    .providerOrganization.put(rows.map((r) => ({ provider, domain: r.domain, organization: r.organization, updatedDate: at })))
    .go();
}

export interface ProviderAccount {
  accountId: string;
  source: string;
  account: { name: string; domain: string; phone: string | null };
  pushedDate: string;
  pushedBy: string;
}

export async function getProviderAccount(provider: IntegrationProvider, companyId: string): Promise<ProviderAccount | null> {
  const { data } = await db().providerAccount.get({ provider, companyId }).go();
  return data
    ? {
        accountId: data.accountId,
        source: data.source,
        account: data.account as ProviderAccount["account"],
        pushedDate: data.pushedDate,
        pushedBy: data.pushedBy,
      }
    : null;
}

export async function putProviderAccount(provider: IntegrationProvider, companyId: string, a: ProviderAccount): Promise<void> {
  await db()
    .providerAccount.put({ provider, companyId, ...a })
    .go();
}

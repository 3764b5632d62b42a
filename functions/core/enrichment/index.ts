import type { CompanyRecord } from "../../../shared/schemas/company";
import type { CompanyIntegration, IntegrationProvider } from "../../../shared/schemas/integration";
import { websiteDomain } from "../../../shared/rules/company-keys";
import { now } from "../../db/audit";
import { getCompany, updateCompany } from "../../domains/companies/records";
import { getProviderAccount, putProviderAccount } from "../../db/queries/provider-data";
import { apolloProvider, ProviderError, type EnrichmentProvider } from "../../integrations/apollo";
import { badRequest, HttpError, isConditionFailure, notFound } from "../../lib/errors";

/**
 * Company enrichment (ADR 0142): pull a company's
 * organization data from a provider into company.integrations, or push the company to the provider as an
 * account. The provider is chosen by configuration (functions/integrations/apollo); its failures answer 502.
 */

const PROVIDER_NAMES: Record<IntegrationProvider, string> = { apollo: "Apollo" };
const providers: Record<IntegrationProvider, () => EnrichmentProvider> = { apollo: apolloProvider };

async function loadCompany(companyId: string): Promise<CompanyRecord> {
  const company = await getCompany(companyId);
  if (!company) throw notFound("Company");
  return company;
}

/** The provider looks companies up by web domain: a company without a usable website cannot be enriched. */
function domainOf(company: CompanyRecord): string {
  const domain = company.website ? websiteDomain(company.website) : null;
  if (!domain)
    throw badRequest("The company has no website to look it up by", [{ path: "company.website", message: "A website is needed to enrich the company" }]);
  return domain;
}

/** A provider's failure as the route's answer: 502 with its message, never a 500. */
async function calling<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ProviderError) throw new HttpError(502, e.message);
    throw e;
  }
}

/** Replace the provider's entry on the latest record; a concurrent edit of the company is retried, not lost. */
async function storeIntegration(company: CompanyRecord, entry: CompanyIntegration, userId: string): Promise<void> {
  let current = company;
  for (let attempt = 0; ; attempt++) {
    const integrations = [...(current.integrations ?? []).filter((i) => i.provider !== entry.provider), entry];
    try {
      await updateCompany(current, { integrations }, userId, current.version);
      return;
    } catch (e) {
      if (!isConditionFailure(e) || attempt >= 2) throw e;
      current = await loadCompany(company.id);
    }
  }
}

/**
 * pull-integration: the organization behind the company's website, stored as the provider's one entry in
 * company.integrations with where it came from. No data at the provider answers 404 and changes nothing.
 * `engine` is for the seed, which always uses the offline provider.
 */
export async function pullIntegration(
  companyId: string,
  provider: IntegrationProvider,
  userId: string,
  engine: EnrichmentProvider = providers[provider](),
): Promise<CompanyIntegration> {
  const company = await loadCompany(companyId);
  const domain = domainOf(company);
  const organization = await calling(() => engine.organization(domain));
  if (!organization) throw new HttpError(404, `${PROVIDER_NAMES[provider]} has no data for ${domain}`);
  const entry: CompanyIntegration = { provider, timestamp: now(), source: engine.source, payload: { organization } };
  await storeIntegration(company, entry, userId);
  return entry;
}

/**
 * push-integration: create the company as an account at the provider, or update the account an earlier push
 * created (its id is kept per company and provider). The offline provider only records the push.
 */
export async function pushIntegration(
  companyId: string,
  provider: IntegrationProvider,
  userId: string,
): Promise<{ provider: IntegrationProvider; pushedDate: string }> {
  const company = await loadCompany(companyId);
  const account = { name: company.name, domain: domainOf(company), phone: company.phoneNumber ?? company.phoneNumbers?.[0] ?? null };
  const engine = providers[provider]();
  const known = await getProviderAccount(provider, companyId);
  // An account minted offline means nothing to the real API (and the reverse): only the same source's id is reused.
  const knownId = known?.source === engine.source ? known.accountId : null;
  const { accountId } = await calling(() => engine.pushAccount(account, knownId));
  const pushedDate = now();
  await putProviderAccount(provider, companyId, { accountId, source: engine.source, account, pushedDate, pushedBy: userId });
  return { provider, pushedDate };
}

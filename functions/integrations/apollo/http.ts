import type { ApolloOrganization } from "../../../shared/schemas/integration";
import { ProviderError, type EnrichmentProvider, type PushedAccount } from "./types";

/** Apollo answers enrichment in about a second; a Lambda behind API Gateway has 30 s in all. */
export const APOLLO_TIMEOUT_MS = 8_000;
export const APOLLO_DEFAULT_BASE_URL = "https://api.apollo.io";

/** Fields kept of Apollo's organization: the tab's facts and a few more; the rest (funding rounds, tech stack, …) is dropped. */
const KEPT = [
  "id",
  "name",
  "website_url",
  "primary_domain",
  "linkedin_url",
  "phone",
  "industry",
  "keywords",
  "estimated_num_employees",
  "founded_year",
  "annual_revenue_printed",
  "short_description",
  "city",
  "state",
  "country",
  "street_address",
  "postal_code",
  "logo_url",
] as const;

export function trimOrganization(raw: Record<string, unknown>): ApolloOrganization {
  const out: Record<string, unknown> = {};
  for (const k of KEPT) if (raw[k] !== undefined && raw[k] !== null) out[k] = raw[k];
  if (Array.isArray(out.keywords)) out.keywords = (out.keywords as unknown[]).filter((k) => typeof k === "string").slice(0, 50);
  return { ...out, name: typeof raw.name === "string" ? raw.name : "" } as ApolloOrganization;
}

/**
 * Apollo's REST API (organization enrichment, accounts) with an API key. Every failure becomes a ProviderError
 * with a message staff can act on; "no such organization" (404 or an empty answer) is null, not an error.
 */
export class ApolloHttpProvider implements EnrichmentProvider {
  readonly source = "api" as const;
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string = APOLLO_DEFAULT_BASE_URL,
    private readonly timeoutMs: number = APOLLO_TIMEOUT_MS,
  ) {}

  private async request(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> | null }> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.baseUrl), {
        method,
        headers: { "x-api-key": this.apiKey, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}), "cache-control": "no-cache" },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      const timedOut = (e as Error).name === "TimeoutError" || (e as Error).name === "AbortError";
      throw new ProviderError(timedOut ? `Apollo did not answer within ${this.timeoutMs / 1000} s` : "Apollo could not be reached");
    }
    const text = await res.text().catch(() => "");
    let json: Record<string, unknown> | null = null;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      if (res.ok) throw new ProviderError("Apollo answered something other than JSON");
    }
    if (res.status === 404) return { status: 404, json };
    if (res.status === 401 || res.status === 403) throw new ProviderError(`Apollo refused the API key (${res.status})`);
    if (res.status === 429) throw new ProviderError("Apollo's rate limit was reached; try again later");
    if (res.status >= 400 && res.status < 500)
      throw new ProviderError(`Apollo refused the request (${res.status}${typeof json?.error === "string" ? `: ${json.error.slice(0, 200)}` : ""})`);
    if (res.status >= 500) throw new ProviderError(`Apollo is unavailable (${res.status})`);
    return { status: res.status, json };
  }

  async organization(domain: string): Promise<ApolloOrganization | null> {
    const { status, json } = await this.request("GET", `/api/v1/organizations/enrich?domain=${encodeURIComponent(domain)}`);
    const org = json?.organization;
    if (status === 404 || !org || typeof org !== "object" || !Object.keys(org).length) return null;
    return trimOrganization(org as Record<string, unknown>);
  }

  /** POST /api/v1/accounts creates (Apollo does not de-duplicate API-created accounts), PUT …/{id} updates the one we made. */
  async pushAccount(account: PushedAccount, knownAccountId: string | null): Promise<{ accountId: string }> {
    const body = { name: account.name, domain: account.domain, ...(account.phone ? { phone: account.phone } : {}) };
    if (knownAccountId) {
      const { status, json } = await this.request("PUT", `/api/v1/accounts/${encodeURIComponent(knownAccountId)}`, body);
      // The account was deleted at Apollo: create it again.
      if (status !== 404) return { accountId: String((json?.account as { id?: unknown } | undefined)?.id ?? knownAccountId) };
    }
    const { status, json } = await this.request("POST", "/api/v1/accounts", body);
    const id = (json?.account as { id?: unknown } | undefined)?.id;
    if (status === 404 || typeof id !== "string") throw new ProviderError("Apollo did not return the account it created");
    return { accountId: id };
  }
}

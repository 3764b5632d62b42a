import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CompanyIntegration } from "../../shared/schemas/integration";
import { pullIntegration } from "../../functions/core/enrichment";
import { getCompany } from "../../functions/domains/companies";
import { getProviderAccount } from "../../functions/db/queries/provider-data";
import { ApolloHttpProvider } from "../../functions/integrations/apollo";
import { api, login, type Answer } from "../fixtures/api";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

const DEMO_RECYCLING = SEEDED_COMPANY.demoRecycling; // the seller's own company, website demo-recycling.example.com
const DEMO_PACKAGING = SEEDED_COMPANY.demoPackaging;
const NO_WEBSITE = SEEDED_COMPANY.polimeri; // Polimeri Riciclati: no website
const ENRICHED_AT_SEED = SEEDED_COMPANY.polycycle; // Polycycle GmbH
const UNKNOWN = "d0000000-0000-4000-8000-00000000dead";

let admin: string;
let seller: string;
const issuePaths = (r: Answer) => (r.body.issues ?? []).map((i: { path: string }) => i.path);
const act = (id: string, body: unknown, token = admin) => api("POST", `/v2/companies/${id}/action`, { token, body });

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  seller = (await login("seller@example.com")).accessToken;
});

describe("companies.action pull-integration (offline provider)", () => {
  it("stores the seeded organization on the company, marked offline, for staff only", async () => {
    const r = await act(DEMO_RECYCLING, { action: "pull-integration", provider: "apollo" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      action: "pull-integration",
      integration: {
        provider: "apollo",
        source: "offline",
        payload: { organization: { name: "Demo Recycling GmbH", primary_domain: "demo-recycling.example.com" } },
      },
    });
    const got = await api("GET", `/companies/${DEMO_RECYCLING}`, { token: admin });
    expect(got.body.integrations).toEqual([r.body.integration]);
    const v2 = await api("GET", `/v2/companies/${DEMO_RECYCLING}`, { token: admin });
    expect(v2.body.integrations).toEqual([r.body.integration]);
    // the company's own user never sees it, in either shape
    const own = await api("GET", `/companies/${DEMO_RECYCLING}`, { token: seller });
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty("integrations");
    expect((await api("GET", `/v2/companies/${DEMO_RECYCLING}`, { token: seller })).body).not.toHaveProperty("integrations");
  });

  it("replaces the provider's earlier entry instead of adding another", async () => {
    const first = await act(DEMO_PACKAGING, { action: "pull-integration", provider: "apollo" });
    const second = await act(DEMO_PACKAGING, { action: "pull-integration", provider: "apollo" });
    expect(second.status).toBe(200);
    expect(second.body.integration.timestamp >= first.body.integration.timestamp).toBe(true);
    const got = await api("GET", `/companies/${DEMO_PACKAGING}`, { token: admin });
    expect(got.body.integrations).toHaveLength(1);
    expect(got.body.integrations[0].timestamp).toBe(second.body.integration.timestamp);
  });

  it("the seed enriched a few companies already", async () => {
    const got = await api("GET", `/companies/${ENRICHED_AT_SEED}`, { token: admin });
    expect(got.body.integrations?.[0]).toMatchObject({ provider: "apollo", source: "offline", payload: { organization: { name: "Polycycle GmbH" } } });
  });

  it("push-integration records the account (offline) and a second push keeps the same account", async () => {
    const r = await act(DEMO_PACKAGING, { action: "push-integration", provider: "apollo" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ action: "push-integration", provider: "apollo" });
    const first = await getProviderAccount("apollo", DEMO_PACKAGING);
    expect(first).toMatchObject({ source: "offline", account: { name: "Demo Packaging AG", domain: "demo-packaging.example.com" } });
    await act(DEMO_PACKAGING, { action: "push-integration", provider: "apollo" });
    expect((await getProviderAccount("apollo", DEMO_PACKAGING))?.accountId).toBe(first!.accountId);
  });
});

describe("companies.action: refusals", () => {
  it("400 names the field for a bad action, provider or contact id, and writes nothing", async () => {
    const before = await api("GET", `/companies/${DEMO_RECYCLING}`, { token: admin });
    const badAction = await act(DEMO_RECYCLING, { action: "delete-everything" });
    expect(badAction.status).toBe(400);
    expect(issuePaths(badAction).join()).toMatch(/body\.action/);
    const badProvider = await act(DEMO_RECYCLING, { action: "pull-integration", provider: "clearbit" });
    expect(badProvider.status).toBe(400);
    expect(issuePaths(badProvider)).toContain("body.provider");
    const noContact = await act(DEMO_RECYCLING, { action: "generate-outreach-email" });
    expect(noContact.status).toBe(400);
    expect(issuePaths(noContact)).toContain("body.contactId");
    expect((await api("GET", `/companies/${DEMO_RECYCLING}`, { token: admin })).body.version).toBe(before.body.version);
  });

  it("400 for a company without a website to look up", async () => {
    const r = await act(NO_WEBSITE, { action: "pull-integration", provider: "apollo" });
    expect(r.status).toBe(400);
    expect(issuePaths(r)).toContain("company.website");
  });

  it("404 for an unknown company, and for a contact of another company", async () => {
    for (const body of [
      { action: "pull-integration", provider: "apollo" },
      { action: "push-integration", provider: "apollo" },
      { action: "generate-outreach-email", contactId: "p-seed-00-0" },
    ]) {
      const r = await act(UNKNOWN, body);
      expect(r.status, JSON.stringify(body)).toBe(404);
    }
    // p-seed-00-0 belongs to Polycycle, not to Demo Recycling
    const other = await act(DEMO_RECYCLING, { action: "generate-outreach-email", contactId: "p-seed-00-0" });
    expect(other.status).toBe(404);
    expect(other.body.message).toMatch(/Contact/);
  });

  it("403 for an ordinary user, even on their own company", async () => {
    const r = await act(DEMO_RECYCLING, { action: "pull-integration", provider: "apollo" }, seller);
    expect(r.status).toBe(403);
  });
});

describe("enrichment through the Apollo HTTP client (local stub server)", () => {
  let server: Server;
  let url: string;
  let status = 200;
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url} ${req.headers["x-api-key"]}`);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          status === 200
            ? {
                organization: { id: "apollo-1", name: "Demo Packaging AG (Apollo)", industry: "packaging & containers", estimated_num_employees: 310 },
                account: { id: "acc-9" },
              }
            : { error: "boom" },
        ),
      );
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("stores the API's organization marked as coming from the API", async () => {
    status = 200;
    const entry: CompanyIntegration = await pullIntegration(DEMO_PACKAGING, "apollo", "test", new ApolloHttpProvider("stub-key", url));
    expect(requests.at(-1)).toBe("GET /api/v1/organizations/enrich?domain=demo-packaging.example.com stub-key");
    expect(entry).toMatchObject({ source: "api", payload: { organization: { name: "Demo Packaging AG (Apollo)", estimated_num_employees: 310 } } });
    expect((await getCompany(DEMO_PACKAGING))?.integrations).toEqual([entry]);
  });

  it("a provider failure is a 502 with a clear message and leaves the stored entry alone", async () => {
    const before = (await getCompany(DEMO_PACKAGING))?.integrations;
    status = 503;
    const err = await pullIntegration(DEMO_PACKAGING, "apollo", "test", new ApolloHttpProvider("stub-key", url)).catch((e) => e);
    expect(err).toMatchObject({ statusCode: 502, message: "Apollo is unavailable (503)" });
    expect((await getCompany(DEMO_PACKAGING))?.integrations).toEqual(before);
  });
});

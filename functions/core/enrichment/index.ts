import type { CompanyIntegration, IntegrationProvider } from "../../../shared/schemas/integration";

/** Contract placeholder (issue 11): pull the company's organization data from the provider into company.integrations. */
export async function pullIntegration(_companyId: string, _provider: IntegrationProvider, _userId: string): Promise<CompanyIntegration> {
  throw new Error("Not built yet");
}

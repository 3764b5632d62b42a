import { companiesRoutes } from "../../shared/api/routes/companies";
import { getCompany } from "../db/queries/companies";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.get", async ({ params, auth }) => {
  assertCompanyAccess(auth, params.id, "Company");
  const company = await getCompany(params.id);
  if (!company) throw notFound("Company");
  return company;
});

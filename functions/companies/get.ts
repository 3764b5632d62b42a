import { coreRoutes } from "../../shared/api/routes-core";
import { getCompany } from "../db/queries/companies";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(coreRoutes, "companies.get", async ({ params, auth }) => {
  assertCompanyAccess(auth, params.id, "Company");
  const company = await getCompany(params.id);
  if (!company) throw notFound("Company");
  return company;
});

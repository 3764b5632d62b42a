import { companiesRoutes } from "../../shared/api/routes/companies";
import { getCompany } from "../db/queries/companies";
import { listCompanyMaterials } from "../db/queries/material-lists";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.materials", async ({ params, query, auth }) => {
  assertCompanyAccess(auth, params.id, "Company");
  if (!(await getCompany(params.id))) throw notFound("Company");
  const { cursor, limit, type } = query;
  return listCompanyMaterials(params.id, { type }, { cursor, limit, staff: auth.isSuperAdmin });
});

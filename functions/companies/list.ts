import { companiesRoutes } from "../../shared/api/routes/companies";
import { getCompany, listCompanies } from "../db/queries/companies";
import { route } from "../lib/handler";

/** Admins see every company; an ordinary user only their own. */
export const handler = route(companiesRoutes, "companies.list", async ({ query, auth }) => {
  if (auth.isSuperAdmin) return listCompanies(query);
  const own = auth.companyId ? await getCompany(auth.companyId) : null;
  const q = query.q?.toLowerCase();
  const items = own && (!q || own.name.toLowerCase().includes(q)) ? [own] : [];
  return { items, cursor: null };
});

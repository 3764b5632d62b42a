import type { Company } from "../../../shared/schemas/company";
import type { MaterialListQuery } from "../../../shared/schemas/material";
import { getCompany, listCompanies } from "../../db/queries/companies";
import { listCompanyMaterials } from "../../db/queries/material-lists";
import { assertCompanyAccess, type AuthContext } from "../../lib/auth";
import { badRequest, notFound } from "../../lib/errors";
import { companyView } from "./view";

export { COMPANY_STAFF_FIELDS, companyView, type CompanyView } from "./view";

/** Companies: who may read which company, and what they see of it. */

/** The company, if the caller may read it; another company's id answers 404 like an unknown one. */
export async function loadOwned(id: string, auth: AuthContext): Promise<Company> {
  assertCompanyAccess(auth, id, "Company");
  const company = await getCompany(id);
  if (!company) throw notFound("Company");
  return company;
}

export async function get(id: string, auth: AuthContext) {
  return companyView(await loadOwned(id, auth), auth);
}

/** Admins see every company; an ordinary user only their own (matching `q`, case-insensitive). */
export async function list(query: { q?: string; cursor?: string; limit?: number }, auth: AuthContext) {
  if (auth.isSuperAdmin) {
    const page = await listCompanies(query);
    return { items: page.items.map((c) => companyView(c, auth)), cursor: page.cursor };
  }
  // their list is one page without a next cursor, so any cursor sent is not one we issued
  if (query.cursor) throw badRequest("Validation failed", [{ path: "query.cursor", message: "Invalid cursor" }]);
  const own = auth.companyId ? await getCompany(auth.companyId) : null;
  const q = query.q?.toLowerCase();
  const items = own && (!q || own.name.toLowerCase().includes(q)) ? [companyView(own, auth)] : [];
  return { items, cursor: null };
}

/** A company's materials as list items, shaped for the reader's role by the list query. */
export async function materials(id: string, query: { cursor?: string; limit?: number; type?: MaterialListQuery["type"] }, auth: AuthContext) {
  await loadOwned(id, auth);
  const { cursor, limit, type } = query;
  return listCompanyMaterials(id, { type }, { cursor, limit, staff: auth.isSuperAdmin });
}

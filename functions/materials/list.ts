import { materialsRoutes } from "../../shared/api/routes/materials";
import { companyIdsMatching, listAllMaterials, listCompanyMaterials } from "../db/queries/material-lists";
import { route } from "../lib/handler";

/** Ordinary users: their company's materials. Super admins: every material, with the admin list's filters. */
export const handler = route(materialsRoutes, "materials.list", async ({ query, auth }) => {
  const { cursor, limit, companyVerified, score, assignee, ...filters } = query;
  if (!auth.isSuperAdmin) {
    if (!auth.companyId) return { items: [], cursor: null };
    return listCompanyMaterials(auth.companyId, filters, { cursor, limit, staff: false });
  }
  const companyIds = await companyIdsMatching({ companyVerified, score, assignee });
  return listAllMaterials(filters, { cursor, limit, companyIds });
});

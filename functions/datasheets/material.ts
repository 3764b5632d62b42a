import { datasheetsRoutes } from "../../shared/api/routes/datasheets";
import { getCompany } from "../db/queries/companies";
import { getMaterial } from "../db/queries/materials";
import { datasheetUrl } from "../integrations/datasheet/storage";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

/** GET /materials/{id}/datasheet → {url} of the material's datasheet PDF (own company, or any for admins). */
export const handler = route(datasheetsRoutes, "datasheets.material", async ({ params, auth }) => {
  const material = await getMaterial(params.id);
  if (!material) throw notFound("Material");
  assertCompanyAccess(auth, material.companyId, "Material");
  const company = await getCompany(material.companyId);
  return { url: await datasheetUrl(material, company?.name ?? null, false) };
});

import { datasheetsRoutes } from "../../shared/api/routes/datasheets";
import { getCompany } from "../db/queries/companies";
import { getMaterial } from "../db/queries/materials";
import { datasheetUrl } from "../integrations/datasheet/storage";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

/** GET /catalog/materials/{id}/datasheet → {url}; no sign-in, only for materials listed in the catalog. */
export const handler = route(datasheetsRoutes, "datasheets.catalog", async ({ params }) => {
  const material = await getMaterial(params.id);
  if (!material?.isPublic) throw notFound("Material");
  const company = await getCompany(material.companyId);
  return { url: await datasheetUrl(material, company?.name ?? null, true) };
});

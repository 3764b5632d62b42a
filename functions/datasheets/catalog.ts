import { datasheetsRoutes } from "../../shared/api/routes/datasheets";
import * as Catalog from "../domains/catalog";
import { getCompany } from "../db/queries/companies";
import { datasheetUrl } from "../integrations/datasheet/storage";
import { route } from "../lib/handler";

/** GET /catalog/materials/{id}/datasheet → {url}; no sign-in, only for materials listed in the catalog. */
export const handler = route(datasheetsRoutes, "datasheets.catalog", async ({ params }) => {
  const material = await Catalog.loadListed(params.id);
  const company = await getCompany(material.companyId);
  return { url: await datasheetUrl(material, company?.name ?? null, true) };
});

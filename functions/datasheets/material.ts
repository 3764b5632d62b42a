import { datasheetsRoutes } from "../../shared/api/routes/datasheets";
import * as Materials from "../core/materials";
import { getCompany } from "../domains/companies";
import { toMaterial } from "../db/queries/materials";
import { datasheetUrl } from "../integrations/datasheet/storage";
import { route } from "../lib/handler";

/** GET /materials/{id}/datasheet → {url} of the material's datasheet PDF (own company, or any for admins). */
export const handler = route(datasheetsRoutes, "datasheets.material", async ({ params, auth }) => {
  const material = await toMaterial(await Materials.loadOwned(params.id, auth));
  const company = await getCompany(material.companyId);
  return { url: await datasheetUrl(material, company?.name ?? null, false) };
});

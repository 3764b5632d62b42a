import { datasheetsRoutes } from "../../shared/api/routes/datasheets";
import * as Materials from "../domains/materials";
import { getCompany } from "../domains/companies";
import { datasheetUrl } from "../integrations/datasheet/storage";
import { route } from "../lib/handler";

/** GET /materials/{id}/datasheet → {url} of the material's datasheet PDF (own company, or any for admins). */
export const handler = route(datasheetsRoutes, "datasheets.material", async ({ params, auth }) => {
  const material = await Materials.toMaterial(await Materials.loadOwned(params.id, auth));
  const company = await getCompany(material.companyId);
  return { url: await datasheetUrl(material, company?.name ?? null, false) };
});

import { materialsRoutes } from "../../shared/api/routes/materials";
import { getMaterial } from "../db/queries/materials";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(materialsRoutes, "materials.get", async ({ params, auth }) => {
  const material = await getMaterial(params.id);
  if (!material) throw notFound("Material");
  assertCompanyAccess(auth, material.companyId, "Material");
  return material;
});

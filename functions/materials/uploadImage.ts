import { materialsRoutes } from "../../shared/api/routes/materials";
import { getMaterialItem } from "../db/queries/materials";
import { presignMaterialUpload } from "../db/queries/material-files";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

/** Presigned PUT for a png/jpeg (415 otherwise, 413 above the size limit). */
export const handler = route(materialsRoutes, "materials.uploadImage", async ({ params, body, auth }) => {
  const material = await getMaterialItem(params.id);
  if (!material) throw notFound("Material");
  assertCompanyAccess(auth, material.companyId as string, "Material");
  return presignMaterialUpload(material, "images", body);
});

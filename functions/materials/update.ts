import { materialsRoutes } from "../../shared/api/routes/materials";
import { getMaterialItem, updateMaterial } from "../db/queries/materials";
import { checkNewFiles } from "../db/queries/material-files";
import { assertCompanyAccess } from "../lib/auth";
import { forbidden, notFound } from "../lib/errors";
import { route } from "../lib/handler";

/** Versioned partial update; ordinary users cannot change the catalog listing or the internal name. */
export const handler = route(materialsRoutes, "materials.update", async ({ params, body, auth }) => {
  const existing = await getMaterialItem(params.id);
  if (!existing) throw notFound("Material");
  assertCompanyAccess(auth, existing.companyId as string, "Material");
  const { version, ...changes } = body;
  if (!auth.isSuperAdmin) {
    if (changes.isPublic !== undefined && changes.isPublic !== (existing.isPublic === true))
      throw forbidden("Only super admins may list materials in the public catalog");
    delete changes.isPublic;
    delete changes.internalName;
  }
  const files = await checkNewFiles(existing, changes);
  return updateMaterial(params.id, { ...changes, ...files }, auth.userId, version, existing);
});

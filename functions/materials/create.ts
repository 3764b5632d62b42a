import { materialsRoutes } from "../../shared/api/routes/materials";
import { getCompany } from "../db/queries/companies";
import { createMaterial } from "../db/queries/materials";
import { badRequest, forbidden } from "../lib/errors";
import { Reply, route } from "../lib/handler";

/**
 * Ordinary users create for their own company; the name is copied into the internal name and the material
 * is not listed. Super admins may name another company and set internal name and catalog listing.
 * Files are attached by an update after their upload (the material must exist to own them).
 */
export const handler = route(materialsRoutes, "materials.create", async ({ body, auth }) => {
  const { companyId: requested, ...input } = body;
  const companyId = auth.isSuperAdmin ? (requested ?? auth.companyId) : auth.companyId;
  if (!companyId) throw badRequest("Company is required", [{ path: "body.companyId", message: "Company is required" }]);
  if (auth.isSuperAdmin && requested && !(await getCompany(requested)))
    throw badRequest("Validation failed", [{ path: "body.companyId", message: "Company not found" }]);
  if (!auth.isSuperAdmin) {
    if (input.isPublic) throw forbidden("Only super admins may list materials in the public catalog");
    input.internalName = input.name;
    input.isPublic = false;
  }
  const material = await createMaterial({ ...input, images: [], documents: [] }, companyId, auth.userId);
  return new Reply(201, material);
});

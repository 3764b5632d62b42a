import { MATERIAL_OWNER_MESSAGES } from "../../../shared/schemas/material";
import type { AuthContext } from "../../lib/auth";
import { badRequest } from "../../lib/errors";

/**
 * The company a new material is filed under. An ordinary user's is their own. Staff create for customers and
 * must name the company (`requested`): their own is the platform's, which sells nothing, and a material there
 * would be offered to customers' requests as a match candidate (ADR 0189). `path` is where the company was
 * given (body.companyId, params.id), named in the 400's issue.
 */
export function sellerCompanyId(auth: AuthContext, requested: string | undefined, path: string): string {
  const companyId = auth.isSuperAdmin ? requested : auth.companyId;
  if (!companyId) throw badRequest(MATERIAL_OWNER_MESSAGES.required, [{ path, message: MATERIAL_OWNER_MESSAGES.required }]);
  if (auth.isSuperAdmin && companyId === auth.companyId)
    throw badRequest(MATERIAL_OWNER_MESSAGES.platform, [{ path, message: MATERIAL_OWNER_MESSAGES.platform }]);
  return companyId;
}

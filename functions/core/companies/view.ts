import type { Company } from "../../../shared/schemas/company";
import type { AuthContext } from "../../lib/auth";
import { omit } from "../view";

/**
 * Company fields only staff see (marketplace.md §6; docs/decisions/0065-domain-modules-and-views.md): the
 * sales rating, the account owner, the verification flag and which staff member wrote the record.
 */
export const COMPANY_STAFF_FIELDS = ["score", "assignedUserId", "verified", "createdBy", "updatedBy"] as const;

export type CompanyView = Company | Omit<Company, (typeof COMPANY_STAFF_FIELDS)[number]>;

/** The one place a company answer is shaped for its reader: staff see all, everyone else no staff fields. */
export function companyView(company: Company, auth: AuthContext | null): CompanyView {
  return auth?.isSuperAdmin ? company : omit(company, COMPANY_STAFF_FIELDS);
}

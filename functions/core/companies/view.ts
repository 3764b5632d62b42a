import type { Company, CompanyListItem, CompanyV2 } from "../../../shared/schemas/company";
import type { AuthContext } from "../../lib/auth";
import { omit } from "../view";

/**
 * Company fields only staff see (marketplace.md §6; docs/decisions/0065-domain-modules-and-views.md): the
 * sales rating, the account owner, the verification flag and which staff member wrote the record.
 */
export const COMPANY_STAFF_FIELDS = ["score", "assignedUserId", "verified", "createdBy", "updatedBy"] as const;
/** The same facts under their v2 names. */
export const COMPANY_V2_STAFF_FIELDS = ["score", "accountOwnerId", "createdBy", "updatedBy"] as const;
/** Of a list row. */
export const COMPANY_LIST_STAFF_FIELDS = ["score", "assignedUserId", "verified"] as const;

export type CompanyView = Company | Omit<Company, (typeof COMPANY_STAFF_FIELDS)[number]>;

/** The one place a company answer is shaped for its reader: staff see all, everyone else no staff fields. */
export function companyView(company: Company, auth: AuthContext | null): CompanyView {
  return auth?.isSuperAdmin ? company : omit(company, COMPANY_STAFF_FIELDS);
}

export function companyV2View(company: CompanyV2, auth: AuthContext | null) {
  return auth?.isSuperAdmin ? company : omit(company, COMPANY_V2_STAFF_FIELDS);
}

export function companyListItemView(item: CompanyListItem, auth: AuthContext | null) {
  return auth?.isSuperAdmin ? item : omit(item, COMPANY_LIST_STAFF_FIELDS);
}

import {
  COMPANY_LIST_STAFF_FIELDS,
  COMPANY_STAFF_FIELDS,
  COMPANY_V2_STAFF_FIELDS,
  type Company,
  type CompanyAnswer,
  type CompanyListAnswer,
  type CompanyListItem,
  type CompanyV2,
  type CompanyV2Answer,
} from "../../../shared/schemas/company";
import type { AuthContext } from "../../lib/auth";
import { omit } from "../../core/view";

export { COMPANY_LIST_STAFF_FIELDS, COMPANY_STAFF_FIELDS, COMPANY_V2_STAFF_FIELDS };
export type CompanyView = CompanyAnswer;

/**
 * The one place a company answer is shaped for its reader: staff see all, everyone else no staff fields (the
 * lists are in shared/schemas/company.ts, so the route contract's answer types name them too).
 */
export function companyView(company: Company, auth: AuthContext | null): CompanyView {
  return auth?.isSuperAdmin ? company : omit(company, COMPANY_STAFF_FIELDS);
}

export function companyV2View(company: CompanyV2, auth: AuthContext | null): CompanyV2Answer {
  return auth?.isSuperAdmin ? company : omit(company, COMPANY_V2_STAFF_FIELDS);
}

export function companyListItemView(item: CompanyListItem, auth: AuthContext | null): CompanyListAnswer {
  return auth?.isSuperAdmin ? item : omit(item, COMPANY_LIST_STAFF_FIELDS);
}

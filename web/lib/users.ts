import type { StaffUser } from "../../shared/schemas/contact";
import { useApi } from "./queryKeys";
import { useSession } from "./session";

/** The platform's staff for assignee pickers (GET /users, super admins only; others get an empty list). */
export function useStaff() {
  const { isSuperAdmin } = useSession();
  const { data, isLoading } = useApi("GET /users", isSuperAdmin ? {} : null);
  return { staff: data?.items ?? [], isLoading };
}

export const staffName = (u: StaffUser) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email || u.id;

/** A company's contacts for the contact pickers of the lead, request and sample forms (none until a company is chosen). */
export const useCompanyContacts = (companyId: string | null | undefined) =>
  useApi("GET /companies/{id}/users", companyId ? { params: { id: companyId } } : null);

import { Navigate } from "react-router";
import { useSession } from "../../../../lib/session";
import { Timeline } from "../../components/Timeline";
import { useCompanyOutlet } from "../CompanyPage";

/** overview: the activity timeline (staff only; ordinary users go to their profile tab). */
export default function OverviewRoute() {
  const { company } = useCompanyOutlet();
  const { isSuperAdmin } = useSession();
  if (!isSuperAdmin) return <Navigate to={`/companies/${encodeURIComponent(company.id)}/profile`} replace />;
  return <Timeline companyId={company.id} />;
}

import { Navigate, useParams } from "react-router";
import { useSession } from "../../../../lib/session";
import { defaultTab } from "../../tabs";

/** No tab, an unknown one, or one the viewer may not open: the first tab instead. */
export default function TabRedirect() {
  const { isSuperAdmin } = useSession();
  const { id } = useParams();
  return <Navigate to={`/companies/${encodeURIComponent(id ?? "")}/${defaultTab(isSuperAdmin)}`} replace />;
}

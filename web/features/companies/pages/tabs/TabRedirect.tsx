import { Navigate } from "react-router";
import { useSession } from "../../../../lib/session";
import { defaultTab } from "../../tabs";

/** No tab, an unknown one, or one the viewer may not open: the first tab instead (marketplace.md §2). */
export default function TabRedirect() {
  const { isSuperAdmin } = useSession();
  return <Navigate to={`../${defaultTab(isSuperAdmin)}`} relative="path" replace />;
}

import { ComingSoon } from "../../../components/ComingSoon";
import { useRequiredParam } from "../../../lib/useRequiredParam";

/** Placeholder until the products feature replaces it (default export = the route's page). */
export default function MaterialPage() {
  useRequiredParam("id");
  return <ComingSoon titleKey="nav.products" />;
}

import { ComingSoon } from "../../../components/ComingSoon";

/** Placeholder until the products feature replaces it (default export = the route's page). */
export default function WarehousePage() {
  return <ComingSoon titleKey="nav.warehouse" />;
}

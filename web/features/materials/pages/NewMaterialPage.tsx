import { ComingSoon } from "../../../components/ComingSoon";

/** Placeholder until the products feature replaces it (default export = the route's page). */
export default function NewMaterialPage() {
  return <ComingSoon titleKey="nav.products" />;
}

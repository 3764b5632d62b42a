import { ComingSoon } from "../../../../components/ComingSoon";

/** Placeholder of the issue 11 contract; replaced by the apollo tab (company.integrations). */
export default function ApolloRoute() {
  return <ComingSoon titleKey="nav.companies" />;
}

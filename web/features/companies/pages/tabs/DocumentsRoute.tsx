import DocumentsTab from "../../components/tabs/DocumentsTab";
import { useCompanyOutlet } from "../CompanyPage";

/** The documents tab's body (web/features/companies/components/tabs/DocumentsTab.tsx) with the loaded company. */
export default function DocumentsRoute() {
  const { company } = useCompanyOutlet();
  return <DocumentsTab company={company} />;
}

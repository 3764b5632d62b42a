import ProductsTab from "../../components/tabs/ProductsTab";
import { useCompanyOutlet } from "../CompanyPage";

/** The products tab's body (web/features/companies/components/tabs/ProductsTab.tsx) with the loaded company. */
export default function ProductsRoute() {
  const { company } = useCompanyOutlet();
  return <ProductsTab company={company} />;
}

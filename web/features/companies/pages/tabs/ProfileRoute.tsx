import ProfileTab from "../../components/tabs/ProfileTab";
import { useCompanyOutlet } from "../CompanyPage";

/** The profile tab's body (web/features/companies/components/tabs/ProfileTab.tsx) with the loaded company. */
export default function ProfileRoute() {
  const { company } = useCompanyOutlet();
  return <ProfileTab company={company} />;
}

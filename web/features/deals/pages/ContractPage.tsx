import { ComingSoon } from "../../../components/ComingSoon";

/** Placeholder of the issue 10 contract; replaced by the screen. */
export default function ContractPage() {
  return <ComingSoon titleKey="nav.deals" />;
}

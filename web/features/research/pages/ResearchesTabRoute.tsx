import { ComingSoon } from "../../../components/ComingSoon";

/** Placeholder of the issue 11 contract; replaced by the screen. */
export default function ResearchesTabRoute() {
  return <ComingSoon titleKey="nav.companies" />;
}

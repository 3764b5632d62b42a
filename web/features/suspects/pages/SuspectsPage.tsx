import { ComingSoon } from "../../../components/ComingSoon";

/** Placeholder of the issue 11 contract; replaced by the screen. */
export default function SuspectsPage() {
  return <ComingSoon titleKey="nav.suspects" />;
}

import { ComingSoon } from "../../../components/ComingSoon";

/** Placeholder of the issue 10 contract; replaced by the screen. */
export default function DealPage() {
  return <ComingSoon titleKey="nav.deals" />;
}

import { ComingSoon } from "../../../components/ComingSoon";

/** Placeholder of the issue 10 contract; replaced by the screen. */
export default function LeadAnalyticsPage() {
  return <ComingSoon titleKey="nav.leads" />;
}

import type { ReactNode } from "react";
import { ComingSoon } from "../../../components/ComingSoon";

export interface LeadsBoardSlots {
  /** The tasks drawer's button (features/tasks), filtered by ?taskAssignee=. */
  tasks: ReactNode;
}

/** Placeholder of the issue 10 contract; replaced by the board. */
export default function LeadsBoardPage(_: LeadsBoardSlots) {
  return <ComingSoon titleKey="nav.leads" />;
}

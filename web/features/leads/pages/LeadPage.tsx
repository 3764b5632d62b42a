import type { ReactNode } from "react";
import type { Lead } from "../../../../shared/schemas/lead";
import { ComingSoon } from "../../../components/ComingSoon";

/** What the lead page shows from other features; web/app/pipeline/LeadDetailRoute.tsx composes them. */
export interface LeadPageSlots {
  /** The Tasks button and drawer of this lead (features/tasks). */
  tasks: (lead: Lead) => ReactNode;
  /** The samples card of this lead (features/samples). */
  samples: (lead: Lead) => ReactNode;
  /** "Create deal" for a won lead (features/deals). */
  deal: (lead: Lead) => ReactNode;
}

/** Placeholder of the issue 10 contract; replaced by the lead detail. */
export default function LeadPage(_: LeadPageSlots) {
  return <ComingSoon titleKey="nav.leads" />;
}

import type { Lead } from "../../../../shared/schemas/lead";

/** Placeholder of the issue 10 contract: the lead page's samples card (new and edit sample). */
export function SamplesCard(_: { lead: Lead }) {
  return null;
}

import type { Lead } from "../../../../shared/schemas/lead";

/** Placeholder of the issue 10 contract: "Create deal" on a won lead. */
export function CreateDealButton(_: { lead: Lead }) {
  return null;
}

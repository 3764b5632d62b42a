import { entities as config } from "./config/entity";
import { entities as emailMessages } from "./emailMessages/entity";
import { entities as events } from "./events/entity";
import { entities as insights } from "./insights/entity";
import { entities as samples } from "./samples/entity";
import { entities as workflowRuns } from "./workflowRuns/entity";

/**
 * The entities of the domain folders, registered with the table by functions/db/service.ts. The one place
 * outside a domain that imports its entity; anything else goes through the domain's service (index.ts).
 */
export const domainEntities = {
  ...config,
  ...emailMessages,
  ...events,
  ...insights,
  ...samples,
  ...workflowRuns,
};

import { dealsDomain } from "./deals/domain";
import { leadsDomain } from "./leads/domain";
import { notesDomain } from "./notes/domain";
import { samplesDomain } from "./samples/domain";
import { tasksDomain } from "./tasks/domain";

/**
 * The domain folders (functions/domains/<name>/: entity, private queries, service, handler map), by the
 * name their route ids start with. The route table (functions/routes.ts) and the API areas
 * (infra/api-areas.ts) are derived from this list; test/unit/domains.test.ts checks it against the folders.
 */
export const domains = {
  deals: dealsDomain,
  leads: leadsDomain,
  notes: notesDomain,
  samples: samplesDomain,
  tasks: tasksDomain,
};

export type DomainName = keyof typeof domains;

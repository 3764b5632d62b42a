import { configDomain } from "./config/domain";
import { dealsDomain } from "./deals/domain";
import { eventsDomain } from "./events/domain";
import { leadsDomain } from "./leads/domain";
import { materialsDomain } from "./materials/domain";
import { notesDomain } from "./notes/domain";
import { samplesDomain } from "./samples/domain";
import { tasksDomain } from "./tasks/domain";
import { usersDomain } from "./users/domain";

/**
 * The domain folders (functions/domains/<name>/: entity, private queries, service, handler map), by the
 * name their route ids start with. The route table (functions/routes.ts) and the API areas
 * (infra/api-areas.ts) are derived from this list; test/unit/domains.test.ts checks it against the folders.
 */
export const domains = {
  config: configDomain,
  deals: dealsDomain,
  events: eventsDomain,
  leads: leadsDomain,
  materials: materialsDomain,
  notes: notesDomain,
  samples: samplesDomain,
  tasks: tasksDomain,
  users: usersDomain,
};

export type DomainName = keyof typeof domains;

import { companiesDomain } from "./companies/domain";
import { configDomain } from "./config/domain";
import { dealsDomain } from "./deals/domain";
import { eventsDomain } from "./events/domain";
import { interestsDomain } from "./interests/domain";
import { leadsDomain } from "./leads/domain";
import { materialsDomain } from "./materials/domain";
import { notesDomain } from "./notes/domain";
import { samplesDomain } from "./samples/domain";
import { suspectsDomain } from "./suspects/domain";
import { tasksDomain } from "./tasks/domain";
import { usersDomain } from "./users/domain";

/**
 * The domain folders (functions/domains/<name>/: entity, private queries, service, handler map), by the
 * name their route ids start with. The route table (functions/routes.ts) and the API areas
 * (infra/api-areas.ts) are derived from this list; test/unit/domains.test.ts checks it against the folders.
 */
export const domains = {
  companies: companiesDomain,
  config: configDomain,
  deals: dealsDomain,
  events: eventsDomain,
  interests: interestsDomain,
  leads: leadsDomain,
  materials: materialsDomain,
  notes: notesDomain,
  samples: samplesDomain,
  suspects: suspectsDomain,
  tasks: tasksDomain,
  users: usersDomain,
};

export type DomainName = keyof typeof domains;

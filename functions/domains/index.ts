import { configDomain } from "./config/domain";
import { emailMessagesDomain } from "./emailMessages/domain";
import { emailsDomain } from "./emails/domain";
import { eventsDomain } from "./events/domain";
import { insightsDomain } from "./insights/domain";
import { meDomain } from "./me/domain";
import { playgroundDomain } from "./playground/domain";
import { samplesDomain } from "./samples/domain";
import { usersDomain } from "./users/domain";
import { workflowRunsDomain } from "./workflowRuns/domain";

/**
 * The domain folders (functions/domains/<name>/: entity, private queries, service, handler map), by the
 * name their route ids start with. The route table (functions/routes.ts) and the API areas
 * (infra/api-areas.ts) are derived from this list; test/unit/domains.test.ts checks it against the folders.
 */
export const domains = {
  config: configDomain,
  emailMessages: emailMessagesDomain,
  emails: emailsDomain,
  events: eventsDomain,
  insights: insightsDomain,
  me: meDomain,
  playground: playgroundDomain,
  samples: samplesDomain,
  users: usersDomain,
  workflowRuns: workflowRunsDomain,
};

export type DomainName = keyof typeof domains;

import { companiesDomain } from "./companies/domain";
import { interestsDomain } from "./interests/domain";
import { samplesDomain } from "./samples/domain";
import { suspectsDomain } from "./suspects/domain";

/**
 * The domain folders (functions/domains/<name>/: entity, private queries, service, handler map), by the
 * name their route ids start with. The route table (functions/routes.ts) and the API areas
 * (infra/api-areas.ts) are derived from this list; test/unit/domains.test.ts checks it against the folders.
 */
export const domains = {
  companies: companiesDomain,
  interests: interestsDomain,
  samples: samplesDomain,
  suspects: suspectsDomain,
};

export type DomainName = keyof typeof domains;

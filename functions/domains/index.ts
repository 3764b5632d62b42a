import { catalogDomain } from "./catalog/domain";
import { datasheetsDomain } from "./datasheets/domain";
import { materialsDomain } from "./materials/domain";
import { requestsDomain } from "./requests/domain";
import { samplesDomain } from "./samples/domain";
import { warehouseDomain } from "./warehouse/domain";

/**
 * The domain folders (functions/domains/<name>/: entity, private queries, service, handler map), by the
 * name their route ids start with. The route table (functions/routes.ts) and the API areas
 * (infra/api-areas.ts) are derived from this list; test/unit/domains.test.ts checks it against the folders.
 */
export const domains = {
  catalog: catalogDomain,
  datasheets: datasheetsDomain,
  materials: materialsDomain,
  requests: requestsDomain,
  samples: samplesDomain,
  warehouse: warehouseDomain,
};

export type DomainName = keyof typeof domains;

import { entities as companies } from "./companies/entity";
import { entities as companyFragments } from "./companies/entity-fragment";
import { entities as companyKeys } from "./companies/entity-key";
import { entities as interests } from "./interests/entity";
import { entities as samples } from "./samples/entity";
import { entities as suspects } from "./suspects/entity";

/**
 * The entities of the domain folders, registered with the table by functions/db/service.ts. The one place
 * outside a domain that imports its entity; anything else goes through the domain's service (index.ts).
 */
export const domainEntities = {
  ...companies,
  ...companyKeys,
  ...companyFragments,
  ...interests,
  ...samples,
  ...suspects,
};

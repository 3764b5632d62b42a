import { entities as materials } from "./materials/entity";
import { entities as requests } from "./requests/entity";
import { entities as samples } from "./samples/entity";
import { entities as warehouse } from "./warehouse/entity";

/**
 * The entities of the domain folders, registered with the table by functions/db/service.ts. The one place
 * outside a domain that imports its entity; anything else goes through the domain's service (index.ts).
 */
export const domainEntities = {
  ...materials,
  ...requests,
  ...samples,
  ...warehouse,
};

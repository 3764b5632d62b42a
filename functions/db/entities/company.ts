/**
 * The table's service name and name sort key, where the entities not yet in a domain folder import them from
 * (functions/db/table.ts, functions/db/name-sort-key.ts). The company entity is functions/domains/companies/entity.ts.
 */
export { SERVICE } from "../table";
export { nameSortKey } from "../name-sort-key";

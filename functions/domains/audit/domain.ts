import { auditRoutes } from "../../../shared/api/routes/audit";
import { defineDomain } from "../define";

/** Records' histories (written by functions/db with every versioned write), deployed with the core routes. */
export const auditDomain = defineDomain({ routes: auditRoutes, area: "core" });

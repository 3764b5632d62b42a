import { leadsRoutes } from "../../../shared/api/routes/leads";
import { defineDomain } from "../define";

/** Sales leads and their board: staff-only routes, deployed with the CRM. */
export const leadsDomain = defineDomain({ routes: leadsRoutes, area: "crm" });

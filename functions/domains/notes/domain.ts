import { notesRoutes } from "../../../shared/api/routes/notes";
import { defineDomain } from "../define";

/** Internal notes on companies, leads, requests and matches: staff-only routes, deployed with the CRM. */
export const notesDomain = defineDomain({ routes: notesRoutes, area: "crm" });

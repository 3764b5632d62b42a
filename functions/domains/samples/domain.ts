import { samplesRoutes } from "../../../shared/api/routes/samples";
import { defineDomain } from "../define";

/** Material samples: staff-only routes, deployed with the CRM. */
export const samplesDomain = defineDomain({ routes: samplesRoutes, area: "crm" });

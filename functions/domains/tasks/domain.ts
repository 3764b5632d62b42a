import { tasksRoutes } from "../../../shared/api/routes/tasks";
import { defineDomain } from "../define";

/** Tasks on leads: staff-only routes, deployed with the CRM. */
export const tasksDomain = defineDomain({ routes: tasksRoutes, area: "crm" });

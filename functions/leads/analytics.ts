import { leadsRoutes } from "../../shared/api/routes/leads";
import * as Leads from "../core/leads";
import { route } from "../lib/handler";

export const handler = route(leadsRoutes, "leads.analytics", () => Leads.analytics());

import { leadsRoutes } from "../../shared/api/routes/leads";
import * as Leads from "../core/leads";
import { route } from "../lib/handler";

export const handler = route(leadsRoutes, "leads.delete", ({ params, auth }) => Leads.remove(params.id, auth));

import { leadsRoutes } from "../../shared/api/routes/leads";
import * as Leads from "../core/leads";
import { Reply, route } from "../lib/handler";

export const handler = route(leadsRoutes, "leads.create", async ({ body, auth }) => new Reply(201, await Leads.create(body, auth)));

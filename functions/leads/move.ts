import { leadsRoutes } from "../../shared/api/routes/leads";
import * as Leads from "../core/leads";
import { route } from "../lib/handler";

/** One board drag (ADR 0135): status from the column, order edited on the server. */
export const handler = route(leadsRoutes, "leads.move", ({ params, body, auth }) => Leads.move(params.id, body, auth));

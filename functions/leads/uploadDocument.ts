import { leadsRoutes } from "../../shared/api/routes/leads";
import * as Leads from "../core/leads";
import { route } from "../lib/handler";

/** Presigned PUT for a pdf (415 otherwise, 413 above the size limit); the record is then saved with POST /leads. */
export const handler = route(leadsRoutes, "leads.uploadDocument", ({ params, body }) => Leads.presignDocument(params.id, body));

import { requestsRoutes } from "../../shared/api/routes/requests";
import * as Requests from "../core/requests";
import { route } from "../lib/handler";

/** Presigned PUT for a PDF of the request (415 otherwise, 413 above the size limit). */
export const handler = route(requestsRoutes, "requests.uploadDocument", ({ params, body, auth }) => Requests.presignUpload(params.id, body, auth));

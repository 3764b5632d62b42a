import { requestsRoutes } from "../../shared/api/routes/requests";
import * as Requests from "../core/requests";
import { route } from "../lib/handler";

export const handler = route(requestsRoutes, "requests.update", ({ params, body, auth }) => Requests.update(params.id, body, auth));

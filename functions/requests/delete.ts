import { requestsRoutes } from "../../shared/api/routes/requests";
import * as Requests from "../core/requests";
import { route } from "../lib/handler";

export const handler = route(requestsRoutes, "requests.delete", ({ params, auth }) => Requests.remove(params.id, auth));

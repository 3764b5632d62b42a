import { requestsRoutes } from "../../shared/api/routes/requests";
import * as Requests from "../core/requests";
import { route } from "../lib/handler";

export const handler = route(requestsRoutes, "requests.ofCompany", ({ params, query, auth }) => Requests.ofCompany(params.id, query, auth));

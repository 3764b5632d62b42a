import { requestsRoutes } from "../../shared/api/routes/requests";
import * as Matches from "../core/requests/matches";
import { route } from "../lib/handler";

export const handler = route(requestsRoutes, "requests.matches", ({ params, query, auth }) => Matches.list(params.id, query, auth));

import { requestsRoutes } from "../../shared/api/routes/requests";
import * as Matches from "../core/requests/matches";
import { route } from "../lib/handler";

export const handler = route(requestsRoutes, "requests.updateMatch", ({ params, body, auth }) => Matches.update(params.id, body, auth));

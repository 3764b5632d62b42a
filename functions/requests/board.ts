import { requestsRoutes } from "../../shared/api/routes/requests";
import * as Requests from "../core/requests";
import { route } from "../lib/handler";

export const handler = route(requestsRoutes, "requests.board", ({ query, auth }) => Requests.board(query, auth));

import { requestsRoutes } from "../../shared/api/routes/requests";
import * as Requests from "../core/requests";
import { Reply, route } from "../lib/handler";

export const handler = route(requestsRoutes, "requests.create", async ({ body, auth }) => new Reply(201, await Requests.create(body, auth)));

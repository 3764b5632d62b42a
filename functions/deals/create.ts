import { dealsRoutes } from "../../shared/api/routes/deals";
import * as Deals from "../core/deals";
import { Reply, route } from "../lib/handler";

export const handler = route(dealsRoutes, "deals.create", async ({ body, auth }) => new Reply(201, await Deals.create(body, auth)));

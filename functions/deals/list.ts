import { dealsRoutes } from "../../shared/api/routes/deals";
import * as Deals from "../core/deals";
import { route } from "../lib/handler";

export const handler = route(dealsRoutes, "deals.list", ({ query }) => Deals.list(query));

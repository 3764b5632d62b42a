import { companiesRoutes } from "../../shared/api/routes/companies";
import * as Companies from "../core/companies";
import { Reply, route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.v2Create", async ({ body, auth }) => new Reply(201, await Companies.v2Create(body, auth)));

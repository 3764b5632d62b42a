import { companiesRoutes } from "../../shared/api/routes/companies";
import * as Companies from "../core/companies";
import { Reply, route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.create", async ({ body, auth }) => new Reply(201, await Companies.create(body, auth)));

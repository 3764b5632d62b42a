import { companiesRoutes } from "../../shared/api/routes/companies";
import * as Companies from "../core/companies";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.users", ({ params, auth }) => Companies.users(params.id, auth));

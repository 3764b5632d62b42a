import { companiesRoutes } from "../../shared/api/routes/companies";
import * as Companies from "../core/companies";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.update", ({ params, body, auth }) => Companies.update(params.id, body, auth));

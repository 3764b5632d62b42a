import { companiesRoutes } from "../../shared/api/routes/companies";
import * as Companies from "../core/companies";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.v2Get", ({ params, auth }) => Companies.v2Get(params.id, auth));

import { companiesRoutes } from "../../shared/api/routes/companies";
import { importRows } from "../core/companies/import";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.import", ({ body, auth }) => importRows(body.rows, auth));

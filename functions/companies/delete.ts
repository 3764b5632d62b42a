import { companiesRoutes } from "../../shared/api/routes/companies";
import { remove } from "../core/companies/remove";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.delete", ({ params, auth }) => remove(params.id, auth));

import { companiesRoutes } from "../../shared/api/routes/companies";
import { companyAction } from "../core/companies/action";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.action", ({ params, body, auth }) => companyAction(params.id, body, auth.userId));

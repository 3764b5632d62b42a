import { companiesRoutes } from "../../shared/api/routes/companies";
import * as Companies from "../core/companies";
import { route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.uploadDocument", ({ params, body, auth }) => Companies.presignDocument(params.id, body, auth));

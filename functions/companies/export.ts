import { companiesRoutes } from "../../shared/api/routes/companies";
import { COMPANIES_CSV_HEADERS, exportCsv } from "../core/companies/export";
import { Reply, route } from "../lib/handler";

export const handler = route(companiesRoutes, "companies.export", async ({ query }) => new Reply(200, await exportCsv(query), COMPANIES_CSV_HEADERS));

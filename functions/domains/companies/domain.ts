import { companiesRoutes } from "../../../shared/api/routes/companies";
import { defineDomain } from "../define";

/** Companies (both shapes, documents, users, products, duplicates, import, export, actions): deployed with the CRM. */
export const companiesDomain = defineDomain({ routes: companiesRoutes, area: "crm" });

import { CompanyListQuery } from "../../schemas/company";
import { MaterialPageQuery } from "../../schemas/material";
import { defineRoutes, FILES } from "../contract";

/** Companies and a company's products (marketplace.md §7 Companies). */
export const companiesRoutes = defineRoutes({
  "companies.list": { method: "GET", path: "/companies", access: "user", query: CompanyListQuery, needs: { table: "read" } },
  "companies.get": { method: "GET", path: "/companies/{id}", access: "user", needs: { table: "read" } },
  "companies.materials": { method: "GET", path: "/companies/{id}/materials", access: "user", query: MaterialPageQuery, needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } } },
});

import type { Page } from "../../schemas/common";
import type { Company } from "../../schemas/company";
import type { Material } from "../../schemas/material";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface CompaniesResponses {
  "companies.list": Page<Company>;
  "companies.get": Company;
  "companies.materials": Page<Material>;
}

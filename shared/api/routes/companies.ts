import { CompanyListQuery } from "../../schemas/company";
import { MaterialPageQuery } from "../../schemas/material";
import { defineRoutes } from "../contract";

/** Companies and a company's products (marketplace.md §7 Companies). */
export const companiesRoutes = defineRoutes({
  "companies.list": { method: "GET", path: "/companies", access: "user", query: CompanyListQuery },
  "companies.get": { method: "GET", path: "/companies/{id}", access: "user" },
  "companies.materials": { method: "GET", path: "/companies/{id}/materials", access: "user", query: MaterialPageQuery },
});

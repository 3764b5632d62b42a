import { CompanyDuplicateQuery, CompanyExportQuery, CompanyImportBody, CompanyInput, CompanyListQuery, CompanyV2Input } from "../../schemas/company";
import { CompanyAction } from "../../schemas/integration";
import { MaterialPageQuery, UploadRequest } from "../../schemas/material";
import { defineRoutes, FILES } from "../contract";

/**
 * Companies in both shapes (the older one and v2), their documents, users and products. Ordinary users reach only their own company (another id answers 404).
 */
export const companiesRoutes = defineRoutes({
  "companies.list": { method: "GET", path: "/companies", access: "user", query: CompanyListQuery, needs: { table: "read" } },
  "companies.create": {
    method: "PUT",
    path: "/companies",
    access: "admin",
    body: CompanyInput,
    needs: { table: "write", files: { access: "read", prefixes: [FILES.companies] } },
  },
  "companies.get": { method: "GET", path: "/companies/{id}", access: "user", needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } } },
  "companies.update": {
    method: "POST",
    path: "/companies/{id}",
    access: "user",
    body: CompanyInput,
    needs: { table: "write", files: { access: "write", prefixes: [FILES.companies], uploads: "register" } },
  },
  "companies.delete": {
    method: "DELETE",
    path: "/companies/{id}",
    access: "user",
    needs: {
      table: "write",
      files: { access: "write", prefixes: [FILES.companies, FILES.datasheets, FILES.leads] },
      cognito: ["AdminDeleteUser", "AdminUserGlobalSignOut"],
    },
  },
  "companies.v2List": { method: "GET", path: "/v2/companies", access: "user", query: CompanyListQuery, needs: { table: "read" } },
  "companies.v2Create": {
    method: "PUT",
    path: "/v2/companies",
    access: "admin",
    body: CompanyV2Input,
    needs: { table: "write", files: { access: "read", prefixes: [FILES.companies] } },
  },
  "companies.v2Get": {
    method: "GET",
    path: "/v2/companies/{id}",
    access: "user",
    needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } },
  },
  "companies.v2Update": {
    method: "POST",
    path: "/v2/companies/{id}",
    access: "user",
    body: CompanyV2Input,
    needs: { table: "write", files: { access: "write", prefixes: [FILES.companies], uploads: "register" } },
  },
  "companies.users": { method: "GET", path: "/companies/{id}/users", access: "user", needs: { table: "read" } },
  "companies.uploadDocument": {
    method: "POST",
    path: "/companies/{id}/upload-document",
    access: "user",
    body: UploadRequest,
    needs: { table: "read", files: { access: "write", prefixes: [FILES.companies], uploads: "presign" } },
  },
  "companies.materials": {
    method: "GET",
    path: "/companies/{id}/materials",
    access: "user",
    query: MaterialPageQuery,
    needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } },
  },
  "companies.duplicates": { method: "GET", path: "/companies/duplicates", access: "admin", query: CompanyDuplicateQuery, needs: { table: "read" } },
  "companies.import": {
    method: "POST",
    path: "/companies/import",
    access: "admin",
    body: CompanyImportBody,
    maxBodyBytes: 2 * 1024 * 1024,
    needs: { table: "write" },
  },
  "companies.export": { method: "GET", path: "/companies/export", access: "admin", query: CompanyExportQuery, needs: { table: "read" } },
  /** Enrichment (pull-integration/push-integration, ADR 0142) and the outreach draft (generate-outreach-email). Staff only. */
  "companies.action": {
    method: "POST",
    path: "/v2/companies/{id}/action",
    access: "admin",
    body: CompanyAction,
    needs: { table: "write", files: { access: "read", prefixes: [FILES.booth] }, ai: true, enrichment: true, links: true },
  },
});

import type { Page } from "../../schemas/common";
import type { CompanyAnswer, CompanyDuplicate, CompanyImportResult, CompanyListAnswer, CompanyV2Answer } from "../../schemas/company";
import type { ContactAnswer } from "../../schemas/contact";
import type { CompanyActionAnswer } from "../../schemas/integration";
import type { MaterialListItem, UploadAnswer } from "../../schemas/material";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface CompaniesResponses {
  "companies.list": Page<CompanyListAnswer>;
  "companies.create": CompanyAnswer;
  "companies.get": CompanyAnswer;
  "companies.update": CompanyAnswer;
  "companies.delete": { id: string };
  "companies.v2List": Page<CompanyListAnswer>;
  "companies.v2Create": CompanyV2Answer;
  "companies.v2Get": CompanyV2Answer;
  "companies.v2Update": CompanyV2Answer;
  "companies.users": Page<ContactAnswer>;
  "companies.uploadDocument": UploadAnswer;
  "companies.materials": Page<MaterialListItem>;
  "companies.duplicates": { items: CompanyDuplicate[] };
  "companies.import": CompanyImportResult;
  /** text/csv body (the client reads it as text). */
  "companies.export": string;
  "companies.action": CompanyActionAnswer;
}

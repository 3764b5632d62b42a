import { MaterialPageQuery } from "../../schemas/material";
import { defineRoutes, FILES } from "../contract";

/** The public catalog of listed products. */
export const catalogRoutes = defineRoutes({
  "catalog.list": {
    method: "GET",
    path: "/public-materials",
    access: "public",
    query: MaterialPageQuery,
    needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } },
  },
  "catalog.get": {
    method: "GET",
    path: "/catalog/materials/{id}",
    access: "public",
    needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } },
  },
});

import type { MaterialCertificateStatus } from "../../rules/certificates";
import type { Page } from "../../schemas/common";
import type { PublicMaterial } from "../../schemas/material";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface CatalogResponses {
  /** Each item with its named certificates' statuses in the company's register. */
  "catalog.list": Page<PublicMaterial & { certificateStatuses: MaterialCertificateStatus[] }>;
  /** With each named certificate's status in the company's register. */
  "catalog.get": PublicMaterial & { certificateStatuses: MaterialCertificateStatus[] };
}

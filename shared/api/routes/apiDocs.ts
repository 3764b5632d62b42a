import { defineRoutes } from "../contract";

/** The API's own description. */
export const apiDocsRoutes = defineRoutes({
  /**
   * The OpenAPI 3.1 document of every route, generated from this route table and its schemas (public, no
   * secrets). Reads the table only for a caller who sends a token: the handler stack checks it on every route.
   */
  "apiDocs.openapi": { method: "GET", path: "/openapi.json", access: "public", needs: { table: "read" } },
});

import type { OpenApiDocument } from "../../schemas/openapi";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface ApiDocsResponses {
  "apiDocs.openapi": OpenApiDocument;
}

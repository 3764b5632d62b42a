import { defineRoutes, FILES } from "../contract";

/** The digital product passport of a material listed in the public catalogue (no sign-in). */
export const passportsRoutes = defineRoutes({
  "passports.get": {
    method: "GET",
    path: "/public-materials/{id}/passport",
    access: "public",
    // the material is read as the catalogue reads it, its file links signed (the passport shows none)
    needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] }, links: true },
  },
});

import type { PassportAnswer } from "../../schemas/passport";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface PassportsResponses {
  "passports.get": PassportAnswer;
}

import { defineRoutes } from "../contract";

/** The digital product passport of a material listed in the public catalogue (no sign-in). */
export const passportsRoutes = defineRoutes({
  "passports.get": {
    method: "GET",
    path: "/public-materials/{id}/passport",
    access: "public",
    needs: { table: "read", links: true },
  },
});

import type { PassportAnswer } from "../../schemas/passport";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface PassportsResponses {
  "passports.get": PassportAnswer;
}

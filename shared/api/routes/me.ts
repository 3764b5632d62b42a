import { defineRoutes } from "../contract";

/** The signed-in user's own profile. */
export const meRoutes = defineRoutes({
  "me.get": { method: "GET", path: "/me", access: "user", needs: { table: "read" } },
});

import type { Me } from "../../schemas/auth";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface MeResponses {
  "me.get": Me;
}

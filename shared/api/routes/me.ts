import { defineRoutes } from "../contract";

/** The signed-in user's own profile. */
export const meRoutes = defineRoutes({
  "me.get": { method: "GET", path: "/me", access: "user", needs: { table: "read" } },
});

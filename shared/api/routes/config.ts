import * as z from "../../schemas/zod";
import { defineRoutes } from "../contract";

/** Platform settings (super admins). */
export const configRoutes = defineRoutes({
  "config.get": { method: "GET", path: "/config", access: "admin", query: z.object({ configName: z.string().check(z.minLength(1), z.maxLength(100)) }), needs: { table: "read" } },
  "config.put": {
    method: "PUT",
    path: "/config",
    access: "admin",
    query: z.object({ configName: z.string().check(z.minLength(1), z.maxLength(100)) }),
    body: z.object({ value: z.unknown(), version: z.optional(z.number().check(z.int(), z.minimum(0))) }),
    needs: { table: "write" },
  },
});

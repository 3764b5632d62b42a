import * as z from "../../schemas/zod";
import { defineRoutes } from "../contract";

/** Platform settings (super admins). */
export const configRoutes = defineRoutes({
  "config.get": { method: "GET", path: "/config", access: "admin", query: z.object({ configName: z.string().check(z.minLength(1), z.maxLength(100)) }) },
  "config.put": {
    method: "PUT",
    path: "/config",
    access: "admin",
    query: z.object({ configName: z.string().check(z.minLength(1), z.maxLength(100)) }),
    body: z.object({ value: z.unknown(), version: z.optional(z.number().check(z.int(), z.minimum(0))) }),
  },
});

/** A platform setting; version 0 and value null when it was never set. */
export interface ConfigEntry {
  name: string;
  value: unknown;
  version: number;
}

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface ConfigResponses {
  "config.get": ConfigEntry;
  "config.put": ConfigEntry;
}

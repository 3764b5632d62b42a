import { ConfigPut, ConfigQuery } from "../../schemas/config";
import { defineRoutes } from "../contract";

/** Platform settings (super admins). */
export const configRoutes = defineRoutes({
  "config.get": { method: "GET", path: "/config", access: "admin", query: ConfigQuery, needs: { table: "read" } },
  "config.put": { method: "PUT", path: "/config", access: "admin", query: ConfigQuery, body: ConfigPut, needs: { table: "write" } },
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

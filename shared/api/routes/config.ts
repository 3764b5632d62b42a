import { ConfigPut, ConfigQuery } from "../../schemas/config";
import { defineRoutes } from "../contract";

/** Platform settings (super admins). */
export const configRoutes = defineRoutes({
  "config.get": { method: "GET", path: "/config", access: "admin", query: ConfigQuery },
  "config.put": { method: "PUT", path: "/config", access: "admin", query: ConfigQuery, body: ConfigPut },
});

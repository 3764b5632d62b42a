import { configRoutes } from "../../shared/api/routes/config";
import { putConfig } from "../db/queries/config";
import { route } from "../lib/handler";

export const handler = route(configRoutes, "config.put", async ({ query, body, auth }) => {
  const c = (await putConfig(query.configName, body.value, auth.userId, body.version)) as { name: string; value: unknown; version: number };
  return { name: c.name, value: c.value, version: c.version };
});

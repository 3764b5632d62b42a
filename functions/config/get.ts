import { configRoutes } from "../../shared/api/routes/config";
import { getConfig } from "../db/queries/config";
import { route } from "../lib/handler";

export const handler = route(configRoutes, "config.get", async ({ query }) => {
  const c = await getConfig(query.configName);
  return c ? { name: c.name, value: c.value, version: c.version } : { name: query.configName, value: null, version: 0 };
});

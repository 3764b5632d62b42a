import { configRoutes } from "../../shared/api/routes/config";
import * as Config from "../core/config";
import { route } from "../lib/handler";

export const handler = route(configRoutes, "config.put", ({ query, body, auth }) => Config.put(query.configName, body.value, auth.userId, body.version));

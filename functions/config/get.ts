import { configRoutes } from "../../shared/api/routes/config";
import * as Config from "../core/config";
import { route } from "../lib/handler";

export const handler = route(configRoutes, "config.get", ({ query }) => Config.get(query.configName));

import { configRoutes } from "../../../shared/api/routes/config";
import { route } from "../route";
import * as Config from "./index";

/** The config routes' handlers, one export per route named after the part of its id after the dot. */

export const get = /* @__PURE__ */ route(configRoutes, "config.get", ({ query }) => Config.get(query.configName));

export const put = /* @__PURE__ */ route(configRoutes, "config.put", ({ query, body, auth }) =>
  Config.put(query.configName, body.value, auth.userId, body.version),
);

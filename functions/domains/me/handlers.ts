import { meRoutes } from "../../../shared/api/routes/me";
import { route } from "../route";
import * as Me from "./index";

/** The me routes' handlers, one export per route named after the part of its id after the dot. */

export const get = /* @__PURE__ */ route(meRoutes, "me.get", ({ auth }) => Me.get(auth));

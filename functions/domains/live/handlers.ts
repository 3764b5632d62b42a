import { liveRoutes } from "../../../shared/api/routes/live";
import { route } from "../route";
import * as Live from "./index";

/** The live routes' handlers, one export per route (infra/route-entries.ts generates each Lambda's entry). */
export const ticket = /* @__PURE__ */ route(liveRoutes, "live.ticket", async ({ auth }) => Live.ticket(auth));

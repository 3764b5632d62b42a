import { auditRoutes } from "../../../shared/api/routes/audit";
import { route } from "../route";
import * as Audit from "./index";

/** The audit routes' handlers, one export per route named after the part of its id after the dot. */

export const list = /* @__PURE__ */ route(auditRoutes, "audit.list", ({ query, auth }) => Audit.list(query, auth));

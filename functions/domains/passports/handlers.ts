import { passportsRoutes } from "../../../shared/api/routes/passports";
import { route } from "../route";
import * as Passports from "./index";

/**
 * The passports routes' handlers, one export per route named after the part of its id after the dot
 * ("passports.get" → `get`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const get = /* @__PURE__ */ route(passportsRoutes, "passports.get", ({ params }) => Passports.get(params.id));

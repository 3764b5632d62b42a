import { catalogRoutes } from "../../../shared/api/routes/catalog";
import { route } from "../route";
import * as Catalog from "./index";

/**
 * The public catalog's handlers, one export per route named after the part of its id after the dot
 * ("catalog.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other routes' handlers.
 */

/** The public catalog (no sign-in): listed materials only, without internal fields. */
export const list = /* @__PURE__ */ route(catalogRoutes, "catalog.list", ({ query }) => Catalog.list(query));

export const get = /* @__PURE__ */ route(catalogRoutes, "catalog.get", ({ params }) => Catalog.get(params.id));

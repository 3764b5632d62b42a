import { catalogRoutes } from "../../shared/api/routes/catalog";
import * as Catalog from "../core/catalog";
import { route } from "../lib/handler";

/** The public catalog (no sign-in): listed materials only, without internal fields. */
export const handler = route(catalogRoutes, "catalog.list", ({ query }) => Catalog.list(query));

import { catalogRoutes } from "../../shared/api/routes/catalog";
import { listPublicMaterials } from "../db/queries/material-lists";
import { route } from "../lib/handler";

/** The public catalog (no sign-in): listed materials only, without internal fields. */
export const handler = route(catalogRoutes, "catalog.list", async ({ query }) => listPublicMaterials(query));

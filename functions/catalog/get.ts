import { catalogRoutes } from "../../shared/api/routes/catalog";
import * as Catalog from "../core/catalog";
import { route } from "../lib/handler";

export const handler = route(catalogRoutes, "catalog.get", ({ params }) => Catalog.get(params.id));

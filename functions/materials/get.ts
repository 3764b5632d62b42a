import { materialsRoutes } from "../../shared/api/routes/materials";
import * as Materials from "../core/materials";
import { route } from "../lib/handler";

export const handler = route(materialsRoutes, "materials.get", ({ params, auth }) => Materials.get(params.id, auth));

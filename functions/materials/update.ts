import { materialsRoutes } from "../../shared/api/routes/materials";
import * as Materials from "../core/materials";
import { route } from "../lib/handler";

export const handler = route(materialsRoutes, "materials.update", ({ params, body, auth }) => Materials.update(params.id, body, auth));

import { materialsRoutes } from "../../shared/api/routes/materials";
import * as Materials from "../core/materials";
import { Reply, route } from "../lib/handler";

export const handler = route(materialsRoutes, "materials.create", async ({ body, auth }) => new Reply(201, await Materials.create(body, auth)));

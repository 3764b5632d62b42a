import { materialsRoutes } from "../../shared/api/routes/materials";
import * as Materials from "../core/materials";
import { Reply, route } from "../lib/handler";

export const handler = route(materialsRoutes, "materials.delete", async ({ params, auth }) => {
  await Materials.remove(params.id, auth);
  return new Reply(204, undefined);
});

import { suspectsRoutes } from "../../shared/api/routes/suspects";
import * as Suspects from "../core/suspects";
import { Reply, route } from "../lib/handler";

export const handler = route(suspectsRoutes, "suspects.create", async ({ body, auth }) => new Reply(201, await Suspects.create(body, auth)));

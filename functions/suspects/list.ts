import { suspectsRoutes } from "../../shared/api/routes/suspects";
import * as Suspects from "../core/suspects";
import { route } from "../lib/handler";

export const handler = route(suspectsRoutes, "suspects.list", ({ query }) => Suspects.list(query));

import { researchesRoutes } from "../../shared/api/routes/researches";
import * as Researches from "../core/researches";
import { route } from "../domains/route";

export const handler = route(researchesRoutes, "researches.update", ({ params, body }) => Researches.update(params.id, body));

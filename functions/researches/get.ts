import { researchesRoutes } from "../../shared/api/routes/researches";
import * as Researches from "../core/researches";
import { route } from "../domains/route";

export const handler = route(researchesRoutes, "researches.get", ({ params }) => Researches.get(params.id, params.researchId));

import { researchesRoutes } from "../../shared/api/routes/researches";
import * as Researches from "../core/researches";
import { Reply } from "../lib/handler";
import { route } from "../domains/route";

export const handler = route(
  researchesRoutes,
  "researches.create",
  async ({ params, body, auth }) => new Reply(201, await Researches.create(params.id, body, auth)),
);

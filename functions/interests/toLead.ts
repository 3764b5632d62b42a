import { interestsRoutes } from "../../shared/api/routes/interests";
import * as Interests from "../core/interests";
import { route } from "../lib/handler";

export const handler = route(interestsRoutes, "interests.toLead", ({ params, auth }) => Interests.toLead(params.id, auth));

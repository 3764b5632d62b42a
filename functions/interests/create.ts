import { interestsRoutes } from "../../shared/api/routes/interests";
import * as Interests from "../core/interests";
import { Reply, route } from "../lib/handler";

export const handler = route(interestsRoutes, "interests.create", async ({ body, event }) => new Reply(201, await Interests.create(body, event)));

import { eventsRoutes } from "../../shared/api/routes/events";
import * as Events from "../core/events";
import { route } from "../lib/handler";

export const handler = route(eventsRoutes, "events.list", ({ query, auth }) => Events.list(query, auth));

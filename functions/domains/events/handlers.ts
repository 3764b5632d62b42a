import { eventsRoutes } from "../../../shared/api/routes/events";
import { route } from "../route";
import * as Events from "./index";

/** The events routes' handlers, one export per route named after the part of its id after the dot. */

export const list = /* @__PURE__ */ route(eventsRoutes, "events.list", ({ query, auth }) => Events.list(query, auth));

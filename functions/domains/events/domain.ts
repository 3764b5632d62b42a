import { eventsRoutes } from "../../../shared/api/routes/events";
import { defineDomain } from "../define";

/** Company activity events: a staff-only timeline, deployed with the core routes. */
export const eventsDomain = defineDomain({ routes: eventsRoutes, area: "core" });

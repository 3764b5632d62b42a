import { EventListQuery } from "../../schemas/event";
import { defineRoutes } from "../contract";

/** Company activity events, newest first. Staff only; written only by the server. */
export const eventsRoutes = defineRoutes({
  "events.list": { method: "GET", path: "/events", access: "admin", query: EventListQuery, needs: { table: "read" } },
});

import type { Page } from "../../schemas/common";
import type { CompanyEvent } from "../../schemas/event";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface EventsResponses {
  "events.list": Page<CompanyEvent>;
}

import { defineRoutes } from "../contract";

/** The realtime channel's authorisation: any signed-in user gets a short-lived ticket to open the live socket with. */
export const liveRoutes = defineRoutes({
  "live.ticket": {
    method: "POST",
    path: "/platform/realtime-ticket",
    access: "user",
    maxBodyBytes: 1024,
    // a ticket is new every time and writes nothing
    idempotent: false,
    needs: { table: "read", live: "connect" },
  },
});

import type { RealtimeTicket } from "../../schemas/live";

/** What each route answers (type-only). */
export interface LiveResponses {
  "live.ticket": RealtimeTicket;
}

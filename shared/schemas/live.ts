/**
 * Live events: what the realtime channel pushes to open browsers. An event names what changed, never what it
 * holds: the browser refetches the record through the REST routes, so permissions stay with them.
 */
export const LIVE_EVENT_TYPES = ["lead.changed", "lead.notes", "lead.tasks", "request.changed", "notification.created"] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  type: LiveEventType;
  /** The record the event is about: a lead, a request, a notification. */
  id: string;
  /** The company the record belongs to, when it has one. */
  companyId?: string;
}

/** POST /platform/realtime-ticket: the ticket the browser connects with (`?ticket=`), valid until `expiresAt` (epoch ms). */
export interface RealtimeTicket {
  ticket: string;
  expiresAt: number;
  /** The socket address in AWS (the WebSocket API's own host); absent, the app's own origin at LIVE_PATH serves it. */
  url?: string;
}

/** The path of the local stack's socket server (AWS: the WebSocket API's own host). */
export const LIVE_PATH = "/api/live";

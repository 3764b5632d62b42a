import { mutate } from "swr";
import type { LiveEvent } from "../../../shared/schemas/live";
import { invalidate } from "../../lib/queryKeys";

/** Every cached lead board (one entry per assignee filter; the leads feature keys them "leads-board"). */
const refreshBoards = () => mutate((key) => Array.isArray(key) && key[0] === "leads-board");

/**
 * What a live event makes the open screens refetch: the event names the record, the REST routes answer it
 * (with the caller's own permissions). Reads nobody has cached cost nothing.
 */
export function refetchFor(e: LiveEvent): Promise<unknown> {
  switch (e.type) {
    case "lead.changed":
      return Promise.all([refreshBoards(), invalidate("GET /leads"), invalidate("GET /leads/{id}", { id: e.id }), invalidate("GET /leads/analytics")]);
    case "lead.notes":
      return invalidate("GET /notes");
    case "lead.tasks":
      return invalidate("GET /tasks");
    case "request.changed":
      return Promise.all([
        invalidate("GET /material-requests"),
        invalidate("GET /material-requests/board"),
        invalidate("GET /material-requests/{id}", { id: e.id }),
      ]);
    case "notification.created":
      return invalidate("GET /notifications");
  }
}

/** After a reconnect: everything an event could have changed, since events may have been missed meanwhile. */
export const refetchAll = () =>
  Promise.all([
    refreshBoards(),
    invalidate("GET /leads"),
    invalidate("GET /leads/{id}"),
    invalidate("GET /notes"),
    invalidate("GET /tasks"),
    invalidate("GET /material-requests"),
    invalidate("GET /material-requests/board"),
    invalidate("GET /material-requests/{id}"),
    invalidate("GET /notifications"),
  ]);

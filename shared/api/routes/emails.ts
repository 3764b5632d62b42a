import { defineRoutes } from "../contract";

/**
 * The opened-tracking pixel (a message counts as opened once openedDate is set). Public: the
 * recipient's mail client loads it without any session. The id is the message's UUID; the first load sets
 * openedDate, later ones change nothing; every load answers the same 1×1 GIF, known id or not.
 */
export const emailsRoutes = defineRoutes({
  "emails.opened": { method: "GET", path: "/emails/{id}/opened", access: "public", needs: { table: "write" } },
});

export interface EmailsResponses {
  /** image/gif bytes (a Reply). */
  "emails.opened": Uint8Array;
}

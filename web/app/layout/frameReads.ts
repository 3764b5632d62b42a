import { REMINDERS_QUERY } from "../../features/notifications/remindersQuery";
import { startEarlyRead } from "../../lib/earlyReads";
import { getSessionState } from "../../lib/session";

/**
 * The reads of the signed-in frame, started by its route's loader at navigation start (beside the frame's and
 * the page's code): the caller's profile for the top bar and, for super admins, the bell's reminders.
 */
export function startFrameReads() {
  const { status, user } = getSessionState();
  if (status === "signedOut" || !user) return null;
  startEarlyRead("GET /me");
  if (user.isSuperAdmin) startEarlyRead("GET /deal-reminders", { query: REMINDERS_QUERY });
  return null;
}

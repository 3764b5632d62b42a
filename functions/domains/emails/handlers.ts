import { emailsRoutes } from "../../../shared/api/routes/emails";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Emails from "./index";

/** The emails routes' handlers, one export per route named after the part of its id after the dot. */

/**
 * The opened pixel (ADR 0151): public, and the same answer for every id, known or not, so a caller learns
 * nothing about which ids exist. Not cached, so a later load still reaches us (it changes nothing).
 */
export const opened = /* @__PURE__ */ route(emailsRoutes, "emails.opened", async ({ params }) => {
  await Emails.opened(params.id);
  return new Reply(200, Emails.PIXEL_GIF, { "content-type": "image/gif", "cache-control": "no-store, max-age=0" });
});

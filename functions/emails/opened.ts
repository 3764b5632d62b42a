import { emailsRoutes } from "../../shared/api/routes/emails";
import { markOpened, PIXEL_GIF } from "../domains/emailMessages";
import { Reply, route } from "../lib/handler";

/**
 * The opened pixel (ADR 0151): public, and the same answer for every id, known or not, so a caller learns
 * nothing about which ids exist. Not cached, so a later load still reaches us (it changes nothing).
 */
export const handler = route(emailsRoutes, "emails.opened", async ({ params }) => {
  await markOpened(params.id).catch((e) => console.warn("opened pixel: write failed", e));
  return new Reply(200, PIXEL_GIF, { "content-type": "image/gif", "cache-control": "no-store, max-age=0" });
});

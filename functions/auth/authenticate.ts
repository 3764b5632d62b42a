import { authRoutes } from "../../shared/api/routes/auth";
import { route } from "../lib/handler";
import { clientIp } from "../lib/rate-limit";
import { sessionReply } from "../lib/session-reply";
import { signIn } from "../lib/sessions";
import { takeSignInAttempt } from "../lib/sign-in-limits";

/** Each attempt is counted before Cognito sees it (parallel guesses cannot overshoot) and given back on success. */
export const handler = route(authRoutes, "auth.authenticate", async ({ body, event }) => {
  const giveBack = await takeSignInAttempt(body.email, clientIp(event));
  const session = await signIn(body.email, body.password);
  await giveBack();
  return sessionReply(session);
});

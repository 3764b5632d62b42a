import { authRoutes } from "../../shared/api/routes/auth";
import { route } from "../lib/handler";
import { clientIp, LIMITS, takeAttempts } from "../lib/rate-limit";
import { signIn } from "../lib/sessions";

/** Each attempt is counted before Cognito sees it (parallel guesses cannot overshoot) and given back on success. */
export const handler = route(authRoutes, "auth.authenticate", async ({ body, event }) => {
  const giveBack = await takeAttempts([
    [LIMITS.signInPerAddress, body.email],
    [LIMITS.signInPerIp, clientIp(event)],
  ]);
  const session = await signIn(body.email, body.password);
  await giveBack();
  return session;
});

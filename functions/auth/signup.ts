import { authRoutes } from "../../shared/api/routes/auth";
import { SIGNUP_STARTED } from "../../shared/schemas/auth";
import * as Signup from "../core/signup";
import { Reply, route } from "../lib/handler";
import { clientIp, LIMITS, takeAttempts } from "../lib/rate-limit";

/**
 * Step one of sign-up (ADR 0159): every attempt counts against the sign-up limits (ADR 0062), then the address
 * gets an e-mail. The answer is the same 202 whether the address is new, a CRM contact or a login.
 */
export const handler = route(authRoutes, "auth.signup", async ({ body, event }) => {
  await takeAttempts([
    [LIMITS.signUpPerAddress, body.email],
    [LIMITS.signUpPerIp, clientIp(event)],
  ]);
  await Signup.start(body);
  return new Reply(202, SIGNUP_STARTED);
});

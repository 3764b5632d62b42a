import { authRoutes } from "../../shared/api/routes/auth";
import { checkPassword, setPassword } from "../lib/cognito";
import { badRequest, unauthorized } from "../lib/errors";
import { route } from "../lib/handler";
import { clientIp } from "../lib/rate-limit";
import { sessionReply } from "../lib/session-reply";
import { endAllSessions, signIn, untilValid } from "../lib/sessions";
import { takeSignInAttempt } from "../lib/sign-in-limits";

/**
 * A password change ends every session, this one included (ADR 0061), and answers a fresh session (the
 * sign-in fields) that the SPA stores, so the user who changed it stays signed in. A wrong current password
 * counts against the sign-in limits like a failed sign-in (ADR 0157).
 */
export const handler = route(authRoutes, "auth.updatePassword", async ({ body, auth, event }) => {
  if (!auth.email) throw unauthorized();
  const giveBack = await takeSignInAttempt(auth.email, clientIp(event));
  if (!(await checkPassword(auth.email, body.oldPassword)))
    throw badRequest("Validation failed", [{ path: "body.oldPassword", message: "Current password is incorrect" }]);
  await giveBack();
  await setPassword(auth.email, body.newPassword);
  await untilValid(await endAllSessions(auth.userId, auth.email));
  return sessionReply(await signIn(auth.email, body.newPassword));
});

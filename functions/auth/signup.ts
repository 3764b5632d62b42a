import { authRoutes } from "../../shared/api/routes/auth";
import { randomUUID } from "node:crypto";
import { createCompany } from "../db/queries/companies";
import { createContact, findContactByEmail } from "../db/queries/contacts";
import { createUser, deleteUser } from "../lib/cognito";
import { emailTaken } from "../lib/errors";
import { route } from "../lib/handler";
import { clientIp, LIMITS, takeAttempts } from "../lib/rate-limit";
import { sessionReply } from "../lib/session-reply";
import { signIn } from "../lib/sessions";

/**
 * No transactions on the local stack (dynalite), so the steps are ordered to fail safe: the Cognito user is
 * the unique claim on the e-mail; if writing the company or contact fails, the user is removed again.
 * Every attempt counts against the sign-up limits (ADR 0062), a taken address included.
 */
export const handler = route(authRoutes, "auth.signup", async ({ body, event }) => {
  await takeAttempts([
    [LIMITS.signUpPerAddress, body.email],
    [LIMITS.signUpPerIp, clientIp(event)],
  ]);
  if (await findContactByEmail(body.email))
    throw emailTaken();
  const companyId = randomUUID();
  const userId = await createUser(body.email, body.password, companyId);
  try {
    await createCompany({ id: companyId, name: body.companyName, mainContactId: userId }, userId);
    await createContact(
      { id: userId, companyId, email: body.email.toLowerCase(), firstName: body.firstName, lastName: body.lastName, hasLogin: true },
      userId,
    );
  } catch (e) {
    await deleteUser(body.email).catch(() => undefined);
    throw e;
  }
  return sessionReply(await signIn(body.email, body.password));
});

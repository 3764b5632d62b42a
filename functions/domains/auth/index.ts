import type { LoginInput, LoginResult, SignupInput, UpdatePasswordInput, VerifySignupInput } from "../../../shared/schemas/auth";
import { SIGNUP_CODE_WRONG } from "../../../shared/schemas/auth";
import { takeAttempts } from "../../db/rate-limits";
import { sendEmail } from "../../integrations/email/send";
import type { AuthContext } from "../../lib/auth";
import { checkPassword, findUser, setPassword } from "../../lib/cognito";
import { crashPoint } from "../../lib/crash-point";
import { env } from "../../lib/env";
import { badRequest, emailTaken, HttpError, unauthorized } from "../../lib/errors";
import { LIMITS } from "../../lib/rate-limit";
import { claimAccount, finishAccount } from "./account";
import { getLogin } from "./queries-logins";
import { deleteSignupCode, putSignupCode, takeCodeAttempt } from "./queries-signup-codes";
import { endAllSessions, signIn, untilValid } from "./sessions";
import { takeSignInAttempt } from "./sign-in-limits";
import { CODE_MAX_ATTEMPTS, CODE_VALID_MINUTES, codeHash, codeMatches, newCode } from "./signup-code";
import { accountExistsEmail, codeEmail } from "./signup-email";

export { closeLogin, logout, refresh, type Renewed } from "./sessions";

/**
 * The auth service: sign-in, sessions (./sessions.ts: the server's session records and the opaque refresh
 * token, ADRs 0061, 0158), sign-up (ADR 0159) and the password change. What other domains, handlers, scripts
 * and tests call (never ./queries-* or ./entity*). Two narrow doors import no other domain: ./caller.ts, through
 * which the handler stack finds a request's caller (functions/domains/route.ts), and ./sessions.ts, through which
 * the contacts service closes a deleted contact's login (sign-up here calls companies, which call contacts).
 */

/** Each attempt is counted before Cognito sees it (parallel guesses cannot overshoot) and given back on success. */
export async function authenticate(body: LoginInput, ip: string): Promise<LoginResult> {
  const giveBack = await takeSignInAttempt(body.email, ip);
  const session = await signIn(body.email, body.password);
  await giveBack();
  return session;
}

/**
 * A password change ends every session, this one included (ADR 0061), and answers a fresh session (the
 * sign-in fields) that the SPA stores, so the user who changed it stays signed in. A wrong current password
 * counts against the sign-in limits like a failed sign-in (ADR 0157).
 */
export async function updatePassword(auth: AuthContext, body: UpdatePasswordInput, ip: string): Promise<LoginResult> {
  if (!auth.email) throw unauthorized();
  const giveBack = await takeSignInAttempt(auth.email, ip);
  if (!(await checkPassword(auth.email, body.oldPassword)))
    throw badRequest("Validation failed", [{ path: "body.oldPassword", message: "Current password is incorrect" }]);
  await giveBack();
  await setPassword(auth.email, body.newPassword);
  await untilValid(await endAllSessions(auth.userId, auth.email));
  return signIn(auth.email, body.newPassword);
}

/**
 * Step one of sign-up (ADR 0159): every attempt counts against the sign-up limits (ADR 0062), then the address
 * gets an e-mail (`mailSignup`).
 */
export async function startSignup(body: SignupInput, ip: string): Promise<void> {
  await takeAttempts([
    [LIMITS.signUpPerAddress, body.email],
    [LIMITS.signUpPerIp, ip],
  ]);
  await mailSignup(body);
}

/**
 * Sign-up in two steps (ADR 0159). The first reveals nothing: any address gets the same answer and an e-mail —
 * a code, or for an address with a login a notice that it has one. The second proves the mailbox with the code
 * and makes the account from what it is sent (nothing of the first step is kept but the code's HMAC).
 */
async function mailSignup(body: SignupInput): Promise<void> {
  const email = body.email.toLowerCase();
  const user = await findUser(email);
  const login = user ? await getLogin(user.userId) : null;
  const mail = login?.hasLogin ? accountExistsEmail(body.language) : await issueCode(email, body.language);
  await sendEmail({ from: env.mailFrom, to: [email], ...mail, recipientField: "body.email" });
}

/** Keep `code` (its HMAC) as the address's pending sign-up code until `expiresAt` (epoch seconds), replacing an earlier one. */
export async function storeSignupCode(email: string, code: string, expiresAt: number): Promise<void> {
  await putSignupCode(email, codeHash(email, code), expiresAt);
}

async function issueCode(email: string, language?: string) {
  const code = newCode();
  await storeSignupCode(email, code, Math.floor(Date.now() / 1000) + CODE_VALID_MINUTES * 60);
  crashPoint("signup.afterCode");
  return codeEmail(code, CODE_VALID_MINUTES, language);
}

const wrongCode = () => badRequest(SIGNUP_CODE_WRONG, [{ path: "body.code", message: SIGNUP_CODE_WRONG }]);

/**
 * Check the code (each try counted first: at most 5, parallel ones included) and make the account, or finish
 * one an earlier try began; the code is spent only when the account works, so a retry after a crash finishes
 * it. An address that already had a working login answers its session for the right password, else 409 —
 * only to someone holding the code.
 */
export async function verify(body: VerifySignupInput): Promise<LoginResult> {
  const email = body.email.toLowerCase();
  const hash = await takeCodeAttempt(email, CODE_MAX_ATTEMPTS, Math.floor(Date.now() / 1000));
  if (!hash || !codeMatches(email, body.code, hash)) throw wrongCode();
  const account = await claimAccount(email, body.password);
  crashPoint("signup.afterUser");
  if (!account.complete) await finishAccount(account, email, body);
  await deleteSignupCode(email);
  try {
    return await signIn(email, body.password);
  } catch (e) {
    if (account.complete && e instanceof HttpError && e.statusCode === 401) throw emailTaken();
    throw e;
  }
}

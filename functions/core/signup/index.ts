import type { LoginResult, SignupInput, VerifySignupInput } from "../../../shared/schemas/auth";
import { SIGNUP_CODE_WRONG } from "../../../shared/schemas/auth";
import { getLogin } from "../../db/queries/logins";
import { deleteSignupCode, putSignupCode, takeCodeAttempt } from "../../db/queries/signup-codes";
import { sendEmail } from "../../integrations/email/send";
import { findUser } from "../../lib/cognito";
import { crashPoint } from "../../lib/crash-point";
import { env } from "../../lib/env";
import { badRequest, emailTaken, HttpError } from "../../lib/errors";
import { signIn } from "../../lib/sessions";
import { claimAccount, finishAccount } from "./account";
import { CODE_MAX_ATTEMPTS, CODE_VALID_MINUTES, codeHash, codeMatches, newCode } from "./code";
import { accountExistsEmail, codeEmail } from "./email";

/**
 * Sign-up in two steps (ADR 0159). The first reveals nothing: any address gets the same answer and an e-mail —
 * a code, or for an address with a login a notice that it has one. The second proves the mailbox with the code
 * and makes the account from what it is sent (nothing of the first step is kept but the code's HMAC).
 */
export async function start(body: SignupInput): Promise<void> {
  const email = body.email.toLowerCase();
  const user = await findUser(email);
  const login = user ? await getLogin(user.userId) : null;
  const mail = login?.hasLogin ? accountExistsEmail(body.language) : await issueCode(email, body.language);
  await sendEmail({ from: env.mailFrom, to: [email], ...mail, recipientField: "body.email" });
}

async function issueCode(email: string, language?: string) {
  const code = newCode();
  await putSignupCode(email, codeHash(email, code), Math.floor(Date.now() / 1000) + CODE_VALID_MINUTES * 60);
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

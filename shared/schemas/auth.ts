import { LANGUAGES } from "../i18n/languages";
import { passwordChangeProblems, passwordMessages, passwordStrengthProblems } from "../rules/password";
import { email, nonEmptyLine } from "./common";
import { MAX_ID_LENGTH, MAX_PASSWORD_LENGTH, MAX_TOKEN_LENGTH } from "./limits";
import * as z from "./zod";

export const LoginInput = z.object({
  email: z.pipe(z.string().check(z.trim()), email),
  password: z.string({ error: "Password is required" }).check(z.minLength(1, "Password is required"), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResult = z.object({
  userId: z.string(),
  companyId: z.nullable(z.string()),
  isSuperAdmin: z.boolean(),
  accessToken: z.string(),
  expirationDate: z.string(),
  refreshToken: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;

/**
 * The spec's body {refreshToken, userId}. A browser sends no refreshToken: its token travels in the HttpOnly
 * cookie the API set (ADR 0158); userId, when given, must be the token's.
 */
export const RefreshInput = z.object({
  refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_TOKEN_LENGTH))),
  userId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
});
/** refreshToken (the rotated token) is answered in the body only to a caller that sent its token in the body. */
export type RefreshResult = { accessToken: string; expirationDate: string; refreshToken?: string };

const strongPassword = z.string().check(
  z.maxLength(MAX_PASSWORD_LENGTH),
  z.superRefine((pw, ctx) => {
    for (const p of passwordStrengthProblems(pw)) ctx.addIssue({ code: "custom", message: passwordMessages[p] });
  }),
);

export const UpdatePasswordInput = z
  .object({
    oldPassword: z.string().check(z.minLength(1, "Password is required"), z.maxLength(MAX_PASSWORD_LENGTH)),
    newPassword: z.string().check(z.maxLength(MAX_PASSWORD_LENGTH)),
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const p of passwordChangeProblems(v)) ctx.addIssue({ code: "custom", path: ["newPassword"], message: passwordMessages[p] });
    }),
  );
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

/**
 * POST /auth/signup: checked in full (the form shows every problem at once) but nothing of it is kept; the
 * address gets a code (ADR 0159). `language` is the e-mail's.
 */
export const SignupInput = z.object({
  email: z.pipe(z.string().check(z.trim()), email),
  password: strongPassword,
  firstName: nonEmptyLine.check(z.maxLength(100)),
  lastName: nonEmptyLine.check(z.maxLength(100)),
  companyName: nonEmptyLine.check(z.maxLength(200)),
  language: z.optional(z.enum(LANGUAGES)),
});
export type SignupInput = z.infer<typeof SignupInput>;

export const SIGNUP_CODE_LENGTH = 8;
export const SIGNUP_CODE_FORMAT = "Enter the 8-digit code from the e-mail";
export const SIGNUP_CODE_WRONG = "The code is wrong or has expired";

/** POST /auth/verify: the sign-up again (the account is made from this, not from anything stored) plus the mailed code. */
export const VerifySignupInput = z.extend(SignupInput, {
  code: z.pipe(z.string().check(z.trim()), z.string().check(z.regex(/^\d{8}$/, SIGNUP_CODE_FORMAT))),
});
export type VerifySignupInput = z.infer<typeof VerifySignupInput>;

/** The one answer of POST /auth/signup, whether the address is known or not. */
export interface SignupStarted {
  message: string;
}
export const SIGNUP_STARTED: SignupStarted = { message: "Check your e-mail to finish signing up" };

export interface Me {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

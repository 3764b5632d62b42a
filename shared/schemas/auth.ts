import { passwordChangeProblems, passwordMessages, passwordStrengthProblems } from "../rules/password";
import { email, nonEmpty } from "./common";
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
      for (const p of passwordChangeProblems(v))
        ctx.addIssue({ code: "custom", path: ["newPassword"], message: passwordMessages[p] });
    }),
  );
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

export const SignupInput = z.object({
  email: z.pipe(z.string().check(z.trim()), email),
  password: strongPassword,
  firstName: nonEmpty.check(z.maxLength(100)),
  lastName: nonEmpty.check(z.maxLength(100)),
  companyName: nonEmpty.check(z.maxLength(200)),
});
export type SignupInput = z.infer<typeof SignupInput>;

export interface Me {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

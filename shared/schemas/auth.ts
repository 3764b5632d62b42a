import { z } from "zod";
import { passwordChangeProblems, passwordMessages, passwordStrengthProblems } from "../rules/password";
import { email, nonEmpty } from "./common";

export const LoginInput = z.object({
  email: z.string().trim().pipe(email),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResult = z.object({
  userId: z.string(),
  companyId: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  accessToken: z.string(),
  expirationDate: z.string(),
  refreshToken: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const RefreshInput = z.object({ refreshToken: z.string().min(1), userId: z.string().min(1) });
export type RefreshResult = { accessToken: string; expirationDate: string };

const strongPassword = z.string().superRefine((pw, ctx) => {
  for (const p of passwordStrengthProblems(pw)) ctx.addIssue({ code: "custom", message: passwordMessages[p] });
});

export const UpdatePasswordInput = z
  .object({ oldPassword: z.string().min(1, "Password is required"), newPassword: z.string() })
  .superRefine((v, ctx) => {
    for (const p of passwordChangeProblems(v))
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: passwordMessages[p] });
  });
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

export const SignupInput = z.object({
  email: z.string().trim().pipe(email),
  password: strongPassword,
  firstName: nonEmpty.max(100),
  lastName: nonEmpty.max(100),
  companyName: nonEmpty.max(200),
});
export type SignupInput = z.infer<typeof SignupInput>;

export interface Me {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

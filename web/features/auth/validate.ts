import { EMAIL_PATTERN } from "../../../shared/schemas/email-rule";

export type LoginErrors = Partial<Record<"email" | "password", string>>;

/**
 * Login form checks without zod's schemas on the login route (its bundle budget): the same rules and messages
 * as shared LoginInput, which validate.test.ts keeps in step; the e-mail rule is the schemas' own pattern.
 */
export function validateLogin(values: { email: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = "Invalid email address";
  if (values.password.length === 0) errors.password = "Password is required";
  return errors;
}

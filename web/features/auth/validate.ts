/**
 * Login form checks without zod on the login route (its bundle budget): the same rules and messages as
 * shared LoginInput, which validate.test.ts keeps in step. The regex is zod 4's z.email() default.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type LoginErrors = Partial<Record<"email" | "password", string>>;

export function validateLogin(values: { email: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!EMAIL.test(values.email.trim())) errors.email = "Invalid email address";
  if (values.password.length === 0) errors.password = "Password is required";
  return errors;
}

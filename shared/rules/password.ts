/** Password rules, shared by the profile form and POST /auth/updatePassword. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = "!@#$%^&*";

export const passwordMessages = {
  sameAsOld: "The same password can not be reused",
  mismatch: "Passwords do not match",
  tooShort: "Password must be at least 8 characters long",
  noNumber: "Password must contain at least one number",
  noSpecial: "Password must contain at least one special character (!@#$%^&*)",
  noUpper: "Password must contain at least one uppercase letter",
  noLower: "Password must contain at least one lowercase letter",
} as const;
export type PasswordProblem = keyof typeof passwordMessages;

/** Rules on the new password alone (what the server can check). */
export function passwordStrengthProblems(pw: string): PasswordProblem[] {
  const out: PasswordProblem[] = [];
  if (pw.length < PASSWORD_MIN_LENGTH) out.push("tooShort");
  if (!/[0-9]/.test(pw)) out.push("noNumber");
  if (![...pw].some((c) => PASSWORD_SPECIALS.includes(c))) out.push("noSpecial");
  if (!/[A-Z]/.test(pw)) out.push("noUpper");
  if (!/[a-z]/.test(pw)) out.push("noLower");
  return out;
}

/** Every rule of the password-change form, in the order the form lists them. */
export function passwordChangeProblems(input: { oldPassword: string; newPassword: string; repeatPassword?: string }): PasswordProblem[] {
  const out: PasswordProblem[] = [];
  if (input.newPassword === input.oldPassword) out.push("sameAsOld");
  if (input.repeatPassword !== undefined && input.repeatPassword !== input.newPassword) out.push("mismatch");
  return [...out, ...passwordStrengthProblems(input.newPassword)];
}

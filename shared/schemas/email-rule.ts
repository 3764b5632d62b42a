/**
 * The e-mail rule of every schema (`email` in common.ts), zod's default e-mail pattern written out: a module
 * of its own, free of zod, so the login page checks an address by the same rule without loading zod (its
 * bundle budget). email-rule.test.ts keeps it equal to zod's.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

import { regexes } from "zod/v4/core";

/**
 * The e-mail rule of every schema (`email` in common.ts): zod's own pattern. A module of its own so that the
 * login page can check an address without loading zod's schemas and English messages (its bundle budget);
 * only the patterns come with it.
 */
export const EMAIL_PATTERN = regexes.email;

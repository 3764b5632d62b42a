import { randomInt } from "node:crypto";
import { signTag, verifyTag } from "../../lib/server-key";

/** A sign-up code: 8 random digits, valid 30 minutes, 5 tries (ADR 0159). */
export const CODE_VALID_MINUTES = 30;
export const CODE_MAX_ATTEMPTS = 5;

export const newCode = () => String(randomInt(0, 100_000_000)).padStart(8, "0");

/**
 * Stored as an HMAC under the server's sign-up key, bound to the address: 10^8 codes are quickly hashed, so
 * a plain hash would not keep a table reader from the code.
 */
export const codeHash = (email: string, code: string) => signTag("signup-code", email.toLowerCase(), code);
export const codeMatches = (email: string, code: string, hash: string) => verifyTag("signup-code", hash, email.toLowerCase(), code);

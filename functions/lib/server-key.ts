import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { secretValue } from "./secrets";

/**
 * The keys the server signs its own tokens with (list cursors, contract links, sign-up codes), one per purpose, all derived
 * from CURSOR_SECRET: in AWS a generated Secrets Manager secret read by ARN at cold start (functions/lib/secrets.ts),
 * locally a value the stack keeps in the data folder. Deriving a key per purpose (HMAC of the purpose under the secret)
 * means a tag minted for one purpose can never verify for another, whatever the two message layouts are.
 * Without the secret (unit tests, scripts) a per-process random key still makes tokens tamper-evident; they
 * just do not outlive the process.
 */
export type KeyPurpose = "cursor" | "contract-link" | "signup-code" | "unsubscribe" | "realtime-ticket";

let processSecret: Buffer | undefined;
const derived = new Map<string, Buffer>();

function secret(): Buffer {
  const configured = secretValue("CURSOR_SECRET");
  if (configured) return Buffer.from(configured, "utf8");
  processSecret ??= randomBytes(32);
  return processSecret;
}

function keyFor(purpose: KeyPurpose): Buffer {
  const root = secret();
  const cacheKey = `${purpose}\n${root.toString("base64")}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = createHmac("sha256", root).update(`key:${purpose}`).digest();
    derived.set(cacheKey, key);
  }
  return key;
}

/** The base64url HMAC-SHA256 tag of `parts` (joined by newlines) under the purpose's key. */
export function signTag(purpose: KeyPurpose, ...parts: string[]): string {
  return createHmac("sha256", keyFor(purpose)).update(parts.join("\n")).digest("base64url");
}

/**
 * True when `tag` is exactly the tag this server writes for `parts`. The text is compared, not the decoded
 * bytes: the last base64url character of a 32-byte MAC carries 2 unused bits, so 4 spellings decode alike
 * and only the canonical one is accepted (one token per signature, no malleable copies).
 */
export function verifyTag(purpose: KeyPurpose, tag: string, ...parts: string[]): boolean {
  const given = Buffer.from(tag, "latin1");
  const want = Buffer.from(signTag(purpose, ...parts), "latin1");
  return given.length === want.length && timingSafeEqual(given, want);
}

import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The opaque refresh token the browser holds (ADR 0158): "<userId>.<sessionId>.<secret>", the secret 32 random
 * bytes. The server stores sha256 of the secret and Cognito's refresh token sealed under a key derived from
 * the secret (AES-256-GCM), so neither the table alone nor the browser's token alone is a usable credential.
 */
export interface RefreshToken {
  userId: string;
  sessionId: string;
  secret: string;
}

const PART = /^[A-Za-z0-9_-]{1,128}$/;
const b64 = (b: Buffer) => b.toString("base64url");

export const formatToken = (t: RefreshToken) => `${t.userId}.${t.sessionId}.${t.secret}`;

/** The parts of a token, or null when it is not one of ours. */
export function parseToken(token: string): RefreshToken | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((p) => PART.test(p))) return null;
  const [userId, sessionId, secret] = parts;
  return { userId, sessionId, secret };
}

export const newSessionId = () => b64(randomBytes(16));
export const newSecret = () => b64(randomBytes(32));

const derive = (label: string, secret: string) => createHash("sha256").update(`${label}\n${secret}`).digest();

export const secretHash = (secret: string) => b64(derive("refresh-secret-id", secret));

/** True when `secret` is the one whose hash the session holds (constant-time). */
export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(secretHash(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function seal(value: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive("refresh-secret-seal", secret), iv);
  const text = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return b64(Buffer.concat([iv, cipher.getAuthTag(), text]));
}

export function unseal(sealed: string, secret: string): string {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", derive("refresh-secret-seal", secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

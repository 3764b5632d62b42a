import { createHash } from "node:crypto";
import { db } from "../service";

const hashOf = (refreshToken: string) => createHash("sha256").update(refreshToken).digest("base64url");

/** Remember a sign-in's refresh token (by hash only) and when it was issued. */
export async function recordSession(userId: string, refreshToken: string, issuedAt: number, lifetimeSeconds: number) {
  await db()
    .session.put({ userId, tokenHash: hashOf(refreshToken), issuedAt, expiresAt: issuedAt + lifetimeSeconds })
    .go({ response: "none" });
}

/** When the refresh token was issued to this user, or null when the server never issued it to them. */
export async function sessionIssuedAt(userId: string, refreshToken: string): Promise<number | null> {
  const { data } = await db().session.get({ userId, tokenHash: hashOf(refreshToken) }).go();
  return data ? data.issuedAt : null;
}

import { signTag, verifyTag } from "../../lib/server-key";

/**
 * The one-click unsubscribe token of a user's alert mails: the user id and its tag under the server's
 * unsubscribe key, so the link works without signing in and nobody can make one for another user.
 */
export function unsubscribeToken(userId: string): string {
  return `${Buffer.from(userId, "utf8").toString("base64url")}.${signTag("unsubscribe", userId)}`;
}

/** The user a token was made for, or null for a forged or mangled one. */
export function userOfToken(token: string): string | null {
  const [idPart, tag, ...rest] = token.split(".");
  if (!idPart || !tag || rest.length) return null;
  const userId = Buffer.from(idPart, "base64url").toString("utf8");
  if (!userId || Buffer.from(userId, "utf8").toString("base64url") !== idPart) return null;
  return verifyTag("unsubscribe", tag, userId) ? userId : null;
}

import { db } from "../../db/service";
import type { CallerProfile } from "../../lib/auth";
import { isConditionFailure } from "../../lib/errors";

/** What the server itself knows about a login: the facts a request's identity is built from (ADR 0060). */
export interface LoginRecord {
  companyId: string;
  hasLogin: boolean;
  /** Epoch seconds; tokens and sessions issued before it are void. */
  tokensValidAfter: number;
  /** The record's name and e-mail, read with the facts above (GET /me answers from them). */
  profile: CallerProfile;
}

/** The user's own contact record (id = Cognito sub): one GetItem, only the fields identity and the profile need. */
export async function getLogin(userId: string): Promise<LoginRecord | null> {
  const { data } = await db()
    .contact.get({ id: userId })
    .go({ attributes: ["companyId", "hasLogin", "tokensValidAfter", "email", "firstName", "lastName"] });
  if (!data?.companyId) return null;
  return {
    companyId: data.companyId,
    hasLogin: data.hasLogin === true,
    tokensValidAfter: data.tokensValidAfter ?? 0,
    profile: { email: data.email ?? null, firstName: data.firstName ?? null, lastName: data.lastName ?? null },
  };
}

/**
 * Void every token and session issued before `validAfter` (epoch seconds); with `closeLogin` the record also
 * stops being a login (account deleted). A missing record stays missing (patch, not upsert).
 */
export async function voidTokensBefore(userId: string, validAfter: number, opts: { closeLogin?: boolean } = {}) {
  try {
    await db()
      .contact.patch({ id: userId })
      .set({ tokensValidAfter: validAfter, ...(opts.closeLogin ? { hasLogin: false } : {}) })
      .go({ response: "none" });
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

import { API_PREFIX } from "../../../shared/api/contract";
import type { ContractLink } from "../../../shared/schemas/deal";
import { signTag, verifyTag } from "../../lib/server-key";

/**
 * Short-lived signed links to a contract PDF (ADR 0139): the spec's "access token in query" without putting
 * the bearer token in a URL (URLs end up in logs, history and Referer headers). The token is
 * `<expiry epoch seconds>.<HMAC-SHA256 over the deal id and the expiry>`, under the contract-link key derived
 * from the stack's CURSOR_SECRET (functions/lib/server-key.ts): nothing is stored, a token opens one deal's
 * PDF only and stops working after LINK_SECONDS. A forged, expired or other deal's token answers 403, never the PDF.
 */
export const LINK_SECONDS = 5 * 60;
/** The built-in sample contract of /contract (no deal behind it). */
export const SAMPLE_DEAL_ID = "sample";

export function signContractLink(dealId: string, now = Date.now()): ContractLink {
  const exp = Math.floor(now / 1000) + LINK_SECONDS;
  const token = `${exp}.${signTag("contract-link", dealId, String(exp))}`;
  return {
    url: `${API_PREFIX}/deals/${encodeURIComponent(dealId)}/contract?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** True when `token` was issued for `dealId` by this server and has not expired. */
export function verifyContractToken(dealId: string, token: string, now = Date.now()): boolean {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return false;
  const exp = Number(m[1]);
  if (exp * 1000 <= now) return false;
  return verifyTag("contract-link", m[2], dealId, String(exp));
}

import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { claimsFromEvent, type AuthContext } from "../../lib/auth";
import { getLogin } from "./queries-logins";

/**
 * The caller of a request, or null (anonymous, or a token the server no longer honours). One GetItem on the
 * user's own contact record (id = Cognito sub) gives:
 * - the company: the record's, never the token's `custom:companyId`, which a misconfigured pool would let a
 *   user rewrite (ADR 0060);
 * - whether the login still exists (a deleted contact or closed login answers 401, and creates nothing);
 * - `tokensValidAfter`: tokens issued before a password change or account deletion are void (ADR 0061);
 * - the caller's name and e-mail (`profile`), so GET /me is answered by this one read (ADR 0208).
 * Nothing of it is kept between requests: every request reads the record afresh.
 */
export async function callerOf(event: APIGatewayProxyEventV2): Promise<AuthContext | null> {
  const claims = claimsFromEvent(event);
  if (!claims) return null;
  const login = await getLogin(claims.userId);
  if (!login?.hasLogin) return null;
  if (!Number.isFinite(claims.issuedAt) || claims.issuedAt < login.tokensValidAfter) return null;
  return { userId: claims.userId, email: claims.email, companyId: login.companyId, isSuperAdmin: claims.isSuperAdmin, profile: login.profile };
}

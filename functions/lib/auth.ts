import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { forbidden, notFound, unauthorized } from "./errors";

export const SUPER_ADMIN_GROUP = "superadmin";

/**
 * Who is calling. Identity (sub, e-mail, groups) comes from the JWT claims the authorizer (or the local
 * adapter) verified; the company comes from the server's own record (functions/domains/auth/caller.ts), never the token.
 */
export interface AuthContext {
  userId: string;
  email: string | null;
  companyId: string | null;
  isSuperAdmin: boolean;
  /**
   * The caller's own name and e-mail as their record held them when the caller was resolved: the same GetItem
   * that decides the company and the token's validity reads them, so GET /me needs no second read.
   */
  profile?: CallerProfile;
}

export interface CallerProfile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

type Claims = Record<string, unknown>;

/** API Gateway flattens array claims to "[a b]"; the local adapter passes arrays. Accept both. */
function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim === "string")
    return claim
      .replace(/^\[|\]$/g, "")
      .split(/[\s,]+/)
      .filter(Boolean);
  return [];
}

/** The verified token's identity claims and issue time (epoch seconds); API Gateway passes numbers as strings. */
export function claimsFromEvent(event: APIGatewayProxyEventV2): { userId: string; email: string | null; isSuperAdmin: boolean; issuedAt: number } | null {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== "string") return null;
  return {
    userId: claims.sub,
    email: typeof claims.email === "string" ? claims.email : null,
    isSuperAdmin: groupsOf(claims["cognito:groups"]).includes(SUPER_ADMIN_GROUP),
    issuedAt: Number(claims.iat),
  };
}

export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthorized();
  return auth;
}

export function requireAdmin(auth: AuthContext | null): AuthContext {
  const a = requireAuth(auth);
  if (!a.isSuperAdmin) throw forbidden("Only super admins may do this");
  return a;
}

/**
 * Ordinary users reach only their own company's records. Another company's record answers 404,
 * not 403, so ids of other companies' data cannot be probed.
 */
export function assertCompanyAccess(auth: AuthContext, companyId: string | null | undefined, what = "Resource"): void {
  if (auth.isSuperAdmin) return;
  if (!companyId || companyId !== auth.companyId) throw notFound(what);
}

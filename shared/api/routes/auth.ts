import { LoginInput, RefreshInput, SignupInput, UpdatePasswordInput, VerifySignupInput } from "../../schemas/auth";
import { defineRoutes } from "../contract";

/**
 * Sign-in, session refresh, logout, sign-up and password change. Every auth route may
 * write the table (rate limits, sessions); `cognito` lists exactly the admin actions its handler calls (IAM is
 * derived). InitiateAuth (sign-in, refresh) and RevokeToken (logout) are client APIs that need no IAM permission.
 * The refresh token travels in an HttpOnly cookie on /api/auth (ADR 0158): logout takes it from there alone.
 * None takes an Idempotency-Key (`idempotent: false`): their requests carry passwords, codes or refresh
 * tokens, their answers sessions and cookies, and none of that may be hashed into or kept in a record.
 */
export const authRoutes = defineRoutes({
  "auth.authenticate": {
    method: "POST",
    path: "/auth/authenticate",
    access: "public",
    body: LoginInput,
    needs: { table: "write", cognito: ["AdminInitiateAuth"] },
    idempotent: false,
  },
  "auth.refreshToken": {
    method: "POST",
    path: "/auth/refreshToken",
    access: "public",
    body: RefreshInput,
    needs: { table: "write", cognito: [] },
    idempotent: false,
  },
  "auth.logout": { method: "POST", path: "/auth/logout", access: "public", needs: { table: "write", cognito: [] }, idempotent: false },
  "auth.updatePassword": {
    method: "POST",
    path: "/auth/updatePassword",
    access: "user",
    body: UpdatePasswordInput,
    needs: { table: "write", cognito: ["AdminInitiateAuth", "AdminSetUserPassword", "AdminUserGlobalSignOut"] },
    idempotent: false,
  },
  /** Mails a code (or, for an address with a login, a notice); the same answer either way (ADR 0159). */
  "auth.signup": {
    method: "POST",
    path: "/auth/signup",
    access: "public",
    body: SignupInput,
    needs: { table: "write", mail: true, cognito: ["AdminGetUser"] },
    idempotent: false,
  },
  /** Checks the code and makes (or finishes) the account; answers the session. */
  "auth.verify": {
    method: "POST",
    path: "/auth/verify",
    access: "public",
    body: VerifySignupInput,
    needs: { table: "write", cognito: ["AdminGetUser", "AdminCreateUser", "AdminSetUserPassword", "AdminDeleteUser", "AdminInitiateAuth"] },
    idempotent: false,
  },
});

import type { LoginResult, RefreshResult, SignupStarted } from "../../schemas/auth";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface AuthResponses {
  "auth.authenticate": LoginResult;
  "auth.refreshToken": RefreshResult;
  "auth.logout": null;
  "auth.updatePassword": LoginResult;
  "auth.signup": SignupStarted;
  "auth.verify": LoginResult;
}

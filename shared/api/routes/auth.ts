import { LoginInput, RefreshInput, SignupInput, UpdatePasswordInput } from "../../schemas/auth";
import { defineRoutes } from "../contract";

/**
 * Sign-in, session refresh, sign-up and password change (marketplace.md §7 Auth). Every auth route may write the
 * table (per-address rate limits); `cognito` lists exactly the admin actions its handler calls (IAM is derived).
 */
export const authRoutes = defineRoutes({
  "auth.authenticate": { method: "POST", path: "/auth/authenticate", access: "public", body: LoginInput, needs: { table: "write", cognito: [] } },
  "auth.refreshToken": { method: "POST", path: "/auth/refreshToken", access: "public", body: RefreshInput, needs: { table: "write", cognito: [] } },
  "auth.updatePassword": { method: "POST", path: "/auth/updatePassword", access: "user", body: UpdatePasswordInput, needs: { table: "write", cognito: ["AdminSetUserPassword", "AdminUserGlobalSignOut"] } },
  "auth.signup": { method: "POST", path: "/auth/signup", access: "public", body: SignupInput, needs: { table: "write", cognito: ["AdminCreateUser", "AdminSetUserPassword", "AdminDeleteUser"] } },
});

import type { LoginResult, RefreshResult } from "../../schemas/auth";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface AuthResponses {
  "auth.authenticate": LoginResult;
  "auth.refreshToken": RefreshResult;
  "auth.updatePassword": LoginResult;
  "auth.signup": LoginResult;
}

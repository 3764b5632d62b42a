import { LoginInput, RefreshInput, SignupInput, UpdatePasswordInput } from "../../schemas/auth";
import { defineRoutes } from "../contract";

/** Sign-in, session refresh, sign-up and password change (marketplace.md §7 Auth). */
export const authRoutes = defineRoutes({
  "auth.authenticate": { method: "POST", path: "/auth/authenticate", access: "public", body: LoginInput },
  "auth.refreshToken": { method: "POST", path: "/auth/refreshToken", access: "public", body: RefreshInput },
  "auth.updatePassword": { method: "POST", path: "/auth/updatePassword", access: "user", body: UpdatePasswordInput },
  "auth.signup": { method: "POST", path: "/auth/signup", access: "public", body: SignupInput },
});

import type { LoginResult, RefreshResult } from "../../schemas/auth";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface AuthResponses {
  "auth.authenticate": LoginResult;
  "auth.refreshToken": RefreshResult;
  "auth.updatePassword": LoginResult;
  "auth.signup": LoginResult;
}

import { SUPER_ADMIN_GROUP } from "./auth";

/** User pool settings shared by the CDK auth stack and the local stack's provisioning. */
export const userPoolSettings = {
  /**
   * Set once by the API at sign-up (AdminCreateUser) and immutable after: no user or admin call can move a
   * user into another company (ADR 0060). The server still takes membership from its own record.
   */
  customAttributes: ["companyId"] as const,
  /** What the app client may read and what a user may write about themselves (custom:companyId is not writable). */
  clientReadAttributes: ["email", "email_verified", "custom:companyId"] as const,
  clientWriteAttributes: [] as const,
  superAdminGroup: SUPER_ADMIN_GROUP,
  /** Spec: refresh token and user cookies last 30 days. */
  refreshTokenDays: 30,
  idTokenHours: 1,
  passwordPolicy: { minLength: 8, requireDigits: true, requireSymbols: true, requireUppercase: true, requireLowercase: true },
} as const;

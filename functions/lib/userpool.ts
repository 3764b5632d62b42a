import { SUPER_ADMIN_GROUP } from "./auth";

/** User pool settings shared by the CDK auth stack and the local stack's provisioning. */
export const userPoolSettings = {
  customAttributes: ["companyId"] as const,
  superAdminGroup: SUPER_ADMIN_GROUP,
  /** Spec: refresh token and user cookies last 30 days. */
  refreshTokenDays: 30,
  idTokenHours: 1,
  passwordPolicy: { minLength: 8, requireDigits: true, requireSymbols: true, requireUppercase: true, requireLowercase: true },
} as const;

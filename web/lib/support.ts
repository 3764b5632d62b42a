/** Support contact shown on the login screen (help phone, password reset notice). */
export const SUPPORT_PHONE = "+49 30 555 0100";
export const SUPPORT_EMAIL = "support@example.com";

import { pageQuery } from "./common";
import * as z from "./zod";

/**
 * Match alerts: a user is told when the matching engine finds a material that matches their company's open
 * request (buyers and the request's assigned staff member), or a request that matches their company's material
 * (sellers). What a notification says is a snapshot of the other side's safe facts, taken when it was written.
 */

/** How a user gets match alerts by e-mail: one mail each, one digest a day, or none (the bell only). */
export const matchAlertModes = ["instant", "daily", "off"] as const;
export type MatchAlertMode = (typeof matchAlertModes)[number];

/** PUT /me/notification-settings. */
export const NotificationSettingsInput = z.object({ matchAlerts: z.enum(matchAlertModes) });
export type NotificationSettingsInput = z.output<typeof NotificationSettingsInput>;
export type NotificationSettings = NotificationSettingsInput;

/** GET /notifications. */
export const NotificationListQuery = pageQuery;

/** POST /notifications/unsubscribe?token=: the signed token of the mail's link. */
export const UnsubscribeQuery = z.object({ token: z.string().check(z.minLength(1), z.maxLength(500)) });

/**
 * Why a user is told: a material matches their request, a request matches their material, or one of their
 * company's certificates expires soon (or did today).
 */
export const notificationKinds = ["materialMatchesRequest", "requestMatchesMaterial", "certificateExpiry"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The material's catalogue-safe facts (what a buyer may see of another company's material). */
export interface MaterialFacts {
  name: string;
  type: string;
  color: string | null;
  condition: string | null;
  countryOfOrigin: string | null;
}

/** The request's facts a seller may see: never the buyer's company, contact or description. */
export interface RequestFacts {
  materialType: string | null;
  amount: number | null;
  colors: string[];
  conditions: string[];
}

/** The certificate an expiry warning is about: its company's own register entry. */
export interface CertificateFacts {
  companyId: string;
  certificateId: string;
  type: string;
  number: string;
  validUntil: string;
  /** The warning's stage: 60 or 30 days before, or 0 (expires today or has expired). */
  daysBefore: number;
}

export interface Notification {
  id: string;
  kind: NotificationKind;
  /** The request the alert is about: a buyer's own request (materialMatchesRequest); null for a seller. */
  requestId: string | null;
  /** The material the alert is about: a seller's own material (requestMatchesMaterial); null for a buyer. */
  materialId: string | null;
  material: MaterialFacts | null;
  request: RequestFacts | null;
  certificate: CertificateFacts | null;
  read: boolean;
  createdDate: string;
}

/** GET /notifications: a page, newest first, and how many are unread (capped: UNREAD_COUNT_CAP means "at least"). */
export interface NotificationPage {
  items: Notification[];
  cursor: string | null;
  unread: number;
}

/** The unread count stops at this many ("99+" in the bell). */
export const UNREAD_COUNT_CAP = 100;

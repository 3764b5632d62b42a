import { Entity, type EntityItem } from "electrodb";
import { matchAlertModes, notificationKinds } from "../../../shared/schemas/notification";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/** Where a notification's e-mail stands: none to send, waiting (instant or digest), being sent (claimed until mailClaimUntil), sent. */
export const mailStatuses = ["none", "pending", "sending", "digest", "sent"] as const;

/**
 * One user's match alert. Written once by the alert fan-out (a workflow step) and then only marked read or
 * mailed, each a whole-item put conditioned on the version. Indexes: a user's notifications newest first (the
 * bell), a user's unread ones (sparse: the unread count), and the ones whose mail is still owed (sparse: the
 * sweep's instant retries and daily digests).
 */
export const NotificationEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "notification", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        kind: { type: notificationKinds, required: true },
        /** The pair a match alert is about (absent on a certificate warning). */
        requestId: { type: "string" },
        materialId: { type: "string" },
        /** The other side's safe facts, a snapshot (see the view). */
        facts: { type: "any", required: true },
        email: { type: "string" },
        readDate: { type: "string" },
        mailStatus: { type: mailStatuses, required: true },
        /** A mail claimed for sending belongs to its sender until then; past it the sweep sends again. */
        mailClaimUntil: { type: "string" },
        sesMessageId: { type: "string" },
        createdDate: { type: "string", required: true, readOnly: true },
        updatedDate: { type: "string", required: true },
        version: { type: "number", required: true, default: 1 },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** GET /notifications: a user's own, newest first. */
        byUser: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["userId"] },
          sk: { field: "gsi1sk", composite: ["createdDate", "id"] },
        },
        /** The unread count and read-all: only unread notifications are in it. */
        unreadByUser: {
          index: "gsi2",
          condition: (a: { readDate?: string }) => !a.readDate,
          pk: { field: "gsi2pk", composite: ["userId"] },
          sk: { field: "gsi2sk", composite: ["createdDate", "id"] },
        },
        /** The sweep: notifications whose e-mail is still owed (instant ones cut short, digests due). */
        mailOwed: {
          index: "gsi3",
          condition: (a: { mailStatus?: string }) => a.mailStatus === "pending" || a.mailStatus === "sending" || a.mailStatus === "digest",
          pk: { field: "gsi3pk", composite: [] },
          sk: { field: "gsi3sk", composite: ["createdDate", "id"] },
        },
      },
    }),
);

/**
 * The claim that makes an alert happen once: one item per request, material and recipient, put only when
 * absent; a material or request changed again later finds it and tells nobody twice. The digest claim (one per
 * user and day) uses the same entity with the day in place of the request and "digest" as the material.
 */
export const NotificationClaimEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "notificationClaim", version: "1", service: SERVICE },
      attributes: {
        requestId: { type: "string", required: true, readOnly: true },
        materialId: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        notificationId: { type: "string" },
        createdDate: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byPair: { pk: { field: "pk", composite: ["requestId", "materialId", "userId"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

/** A user's alert settings (absent: the default of their role). */
export const NotificationSettingsEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "notificationSettings", version: "1", service: SERVICE },
      attributes: {
        userId: { type: "string", required: true, readOnly: true },
        matchAlerts: { type: matchAlertModes, required: true },
        updatedDate: { type: "string", required: true },
      },
      indexes: {
        byUser: { pk: { field: "pk", composite: ["userId"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

export type NotificationItem = EntityItem<typeof NotificationEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = {
  notification: NotificationEntity,
  notificationClaim: NotificationClaimEntity,
  notificationSettings: NotificationSettingsEntity,
};
/** The schemas each entity stores (functions/domains/define.ts): none is written from a request body as is. */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { notification: null, notificationClaim: null, notificationSettings: null });

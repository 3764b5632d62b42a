import { createHash } from "node:crypto";
import type { NotificationKind } from "../../../shared/schemas/notification";
import { now } from "../../db/audit";
import { crashPoint } from "../../lib/crash-point";
import { isConditionFailure } from "../../lib/errors";
import { publish } from "../live";
import { claimOnce, createNotification, getNotification, type StoredNotification } from "./queries";

/**
 * Bell-only notices about a subject other than a match (a certificate about to expire): each user is told once
 * per subject and topic, through the same once-only claim as the match alerts (subject and topic in place of
 * the request and the material). No e-mail is owed for them.
 */
const noticeId = (subject: string, topic: string, userId: string) =>
  `ntf_${createHash("sha256").update(`${subject}\n${topic}\n${userId}`).digest("base64url").slice(0, 24)}`;

/** Tell each user once; answers how many were told now. A claim whose notice is missing (a crash between the two) gets it written. */
export async function noticeOnce(kind: NotificationKind, key: { subject: string; topic: string }, userIds: readonly string[], facts: object): Promise<number> {
  let told = 0;
  for (const userId of new Set(userIds)) {
    const id = noticeId(key.subject, key.topic, userId);
    const at = now();
    if (!(await claimOnce(key.subject, key.topic, userId, id, at)) && (await getNotification(id))) continue;
    const n: StoredNotification = { id, userId, kind, facts, mailStatus: "none", createdDate: at, updatedDate: at, version: 1 };
    // the claim is the "told" marker and comes first: a crash here leaves a claim without its notice, which the
    // next run finds and writes (the notice's id is the claim's, so it is written once)
    crashPoint("notices.afterClaim");
    try {
      await createNotification(n);
      told++;
      await publish({ type: "notification.created", id: n.id }, { userIds: [userId] });
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  return told;
}

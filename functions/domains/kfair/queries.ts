import type { KFairAction, KFairMessage } from "../../../shared/schemas/workflow";
import { now } from "../../db/audit";
import type { KFairActionItem, KFairMessageItem } from "./entity";
import { isConditionFailure } from "../../lib/errors";
import { db } from "../../db/service";

/** A run holds one draft and one action; a page of 50 is more than any run has. */
const RUN_ITEMS = 50;

export const toMessage = (m: KFairMessageItem): KFairMessage => ({
  id: m.id,
  to: m.to as KFairMessage["to"],
  subject: m.subject,
  body: m.body,
  status: m.status,
  createdDate: m.createdDate,
  sentDate: m.sentDate ?? null,
});

export const toAction = (a: KFairActionItem): KFairAction => ({
  id: a.id,
  type: a.type,
  status: a.status,
  messageId: a.messageId,
  createdDate: a.createdDate,
  decidedDate: a.decidedDate ?? null,
  decidedBy: a.decidedBy ?? null,
});

/**
 * The draft and its pending action, written together (a retried DraftOutreach step writes the same ids, so
 * it overwrites rather than adding a second draft).
 */
/**
 * Store (or, on a retried step, replace) the run's draft and its pending action. Both writes are conditional
 * on nothing having been decided yet: once staff approved or rejected, a re-run of the step changes nothing
 * (false), so an approved e-mail is never re-opened and sent twice.
 */
export async function putDraft(m: Omit<KFairMessageItem, "createdDate" | "updatedDate" | "status">, actionId: string): Promise<boolean> {
  const at = now();
  try {
    await db()
      .kFairAction.put({ runId: m.runId, id: actionId, type: "sendOutreachEmail", status: "pending", messageId: m.id, createdDate: at, updatedDate: at })
      .where((a, op) => `${op.notExists(a.status)} OR ${op.eq(a.status, "pending")}`)
      .go();
    await db()
      .kFairMessage.put({ ...m, status: "draft", createdDate: at, updatedDate: at })
      .where((a, op) => `${op.notExists(a.status)} OR ${op.eq(a.status, "draft")}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function listRunMessages(runId: string): Promise<KFairMessageItem[]> {
  const { data } = await db().kFairMessage.query.byRun({ runId }).go({ limit: RUN_ITEMS });
  return data;
}

export async function listRunActions(runId: string): Promise<KFairActionItem[]> {
  const { data } = await db().kFairAction.query.byRun({ runId }).go({ limit: RUN_ITEMS });
  return data;
}

export async function getRunAction(runId: string, id: string): Promise<KFairActionItem | null> {
  const { data } = await db().kFairAction.get({ runId, id }).go({ consistent: true });
  return data;
}

export async function getRunMessage(runId: string, id: string): Promise<KFairMessageItem | null> {
  const { data } = await db().kFairMessage.get({ runId, id }).go({ consistent: true });
  return data;
}

/**
 * Decide a pending action: the condition makes a second decision (a double click, two staff at once) fail
 * with a conditional check (answered 409) instead of sending the e-mail twice. An approval claims the send
 * ("sending", the attempt marker, before SES is called); `takeOver` is the updatedDate of a send found cut
 * short past its lease, which this decision may claim instead (the same condition: one claimer wins).
 */
export async function decideAction(runId: string, id: string, status: "sending" | "rejected", userId: string, takeOver?: string): Promise<KFairActionItem> {
  const at = now();
  const { data } = await db()
    .kFairAction.patch({ runId, id })
    .set({ status, decidedDate: at, decidedBy: userId, updatedDate: at })
    .where((a, op) =>
      takeOver ? `(${op.eq(a.status, "pending")}) OR (${op.eq(a.status, "sending")} AND ${op.eq(a.updatedDate, takeOver)})` : op.eq(a.status, "pending"),
    )
    .go({ response: "all_new" });
  return data as KFairActionItem;
}

/** SES took the approved e-mail: the action is approved (its message holds SES's message id). */
export async function actionSent(runId: string, id: string): Promise<KFairActionItem> {
  const { data } = await db().kFairAction.patch({ runId, id }).set({ status: "approved", updatedDate: now() }).go({ response: "all_new" });
  return data as KFairActionItem;
}

export async function patchMessage(
  runId: string,
  id: string,
  changes: Partial<Pick<KFairMessageItem, "subject" | "body" | "status" | "sentDate" | "sesMessageId">>,
): Promise<KFairMessageItem> {
  const { data } = await db()
    .kFairMessage.patch({ runId, id })
    .set({ ...changes, updatedDate: now() })
    .go({ response: "all_new" });
  return data as KFairMessageItem;
}

/**
 * An approval whose e-mail was not sent (SES refused it, or the send was cut short): pending again, so staff
 * can approve again. `claimed` (the sending claim's updatedDate) makes it undo only that claim.
 */
export async function reopenAction(runId: string, id: string, claimed?: string): Promise<boolean> {
  try {
    await db()
      .kFairAction.patch({ runId, id })
      .set({ status: "pending", updatedDate: now() })
      .remove(["decidedDate", "decidedBy"])
      .where((a, op) => (claimed ? `${op.eq(a.status, "sending")} AND ${op.eq(a.updatedDate, claimed)}` : op.eq(a.status, "sending")))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Actions whose e-mail has been "sending" since before `before` (sends cut short), oldest first: one Query page. */
export async function listSendingActions(before: string, limit: number): Promise<KFairActionItem[]> {
  const { data } = await db().kFairAction.query.sending({ status: "sending" }).lt({ updatedDate: before }).go({ limit });
  return data;
}

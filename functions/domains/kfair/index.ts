import type { output } from "zod/v4/core";
import type { KFairDecision, WorkflowRun } from "../../../shared/schemas/workflow";
import { htmlToText } from "../../../shared/rules/html-allow-list";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { visitorRow } from "../booth";
import {
  actionSent,
  decideAction,
  reopenAction,
  getRunAction,
  getRunMessage,
  listRunActions,
  listRunMessages,
  listSendingActions,
  patchMessage,
  toAction,
  toMessage,
} from "./queries";
import { sendEmail } from "../../integrations/email/send";
import type { AuthContext } from "../../lib/auth";
import { crashPoint } from "../../lib/crash-point";
import { env } from "../../lib/env";
import { conflict, HttpError, isConditionFailure, notFound } from "../../lib/errors";
import { finishRun, getRun, saveRunState } from "../workflowRuns";

/**
 * The kfair service: what handlers, workflow steps, the recovery sweep and tests call (never ./queries or
 * ./entity). A kFair run's follow-up (ADR 0146): the run with its booth row, its drafted
 * message and the action waiting for staff. Approving sends the (possibly edited, always re-sanitised) draft
 * through SES and completes the run; rejecting discards the draft and completes it too. The e-mail counts as
 * sent only with SES's message id.
 */

/** The DraftOutreach step stores the run's draft and its pending action (putDraft); tests read an action as stored (getRunAction). */
export { getRunAction, putDraft } from "./queries";

async function loadKFairRun(id: string): Promise<WorkflowRun> {
  const run = await getRun(id);
  if (!run || run.type !== "kFair") throw notFound("k-fair workflow");
  return run;
}

export async function get(id: string) {
  const run = await loadKFairRun(id);
  const boothId = typeof run.input.boothId === "string" ? run.input.boothId : run.subject.boothId;
  return { ...run, booth: boothId ? await visitorRow(boothId) : null };
}

export async function messages(id: string) {
  await loadKFairRun(id);
  return { items: (await listRunMessages(id)).map(toMessage) };
}

export async function actions(id: string) {
  await loadKFairRun(id);
  return { items: (await listRunActions(id)).map(toAction) };
}

const decided = () => conflict("This action was already decided");

/**
 * How long an approval's send may take before it counts as cut short: the decide route's Lambda stops at
 * 29 s, so a send claimed longer ago than this is no longer under way, and approving again may send it.
 */
export const SEND_LEASE_MS = 2 * 60_000;

/** The reason staff read on a run whose approved e-mail was cut at an unknown point (it may have gone out). */
export const INTERRUPTED_APPROVAL = "Interrupted while sending; it may not have gone out. Approve again to send it.";

const sendIsStale = (action: { status: string; updatedDate: string }, at: number) =>
  action.status === "sending" && Date.parse(action.updatedDate) <= at - SEND_LEASE_MS;

/**
 * Approve (send the draft as drafted or edited, always re-sanitised) or reject the pending action. An approval
 * claims the send first ("sending", conditional on pending), so two approvals never send the e-mail twice;
 * after SES answered, the message is "sent" with SES's message id and the action approved. A send that fails
 * puts the action back to pending; one cut short (a crash, a timeout) stays "sending" until its lease is over
 * or the recovery sweep reopens it, and approving it then sends it once more. An action already approved
 * (its e-mail sent) changes nothing: 409.
 */
export async function decide(id: string, body: output<typeof KFairDecision>, auth: Pick<AuthContext, "userId">) {
  await loadKFairRun(id);
  const action = await getRunAction(id, body.actionId);
  if (!action) throw notFound("Action");
  const takeOver = sendIsStale(action, Date.now()) ? action.updatedDate : undefined;
  if (action.status === "sending" && !takeOver) throw conflict("This action's e-mail is being sent");
  if (action.status !== "pending" && !takeOver) throw decided();
  const message = await getRunMessage(id, action.messageId);
  if (!message) throw notFound("Message");
  if (message.status === "sent") {
    // Sent, and cut short before the action said so: finish what that approval began, change nothing else.
    if (action.status === "sending") await actionSent(id, action.id).then(() => finishRun(id, "completed"));
    throw decided();
  }
  const status = body.decision === "approve" ? "sending" : "rejected";
  const subject = body.subject ?? message.subject;
  const html = sanitizeHtml(body.body ?? message.body);
  if (status === "sending" && !htmlToText(html))
    throw new HttpError(400, "Validation failed", [{ path: "body.body", message: "The e-mail has no content left after sanitising" }]);
  // Claim the action first (conditional on pending, or on the stale send seen), so two approvals never send twice.
  let claimed = await decideAction(id, action.id, status, auth.userId, takeOver).catch((e) => {
    throw isConditionFailure(e) ? decided() : e;
  });
  let saved = message;
  if (status === "sending") {
    let sesMessageId: string;
    try {
      crashPoint("kfair.beforeSend");
      const to = (message.to as { email: string }[]).map((t) => t.email);
      sesMessageId = await sendEmail({ from: env.mailFrom, to, subject, html, text: htmlToText(html), recipientField: "message.to" });
    } catch (e) {
      // Not sent: the action is pending again, so staff can retry.
      await reopenAction(id, action.id, claimed.updatedDate).catch(() => false);
      throw e;
    }
    crashPoint("kfair.afterSend");
    saved = await patchMessage(id, message.id, { subject, body: html, status: "sent", sentDate: new Date().toISOString(), sesMessageId });
    claimed = await actionSent(id, action.id);
  } else saved = await patchMessage(id, message.id, { status: "discarded" });
  await finishRun(id, "completed");
  return { action: toAction(claimed), message: toMessage(saved), run: (await getRun(id))! };
}

/** Approvals whose e-mail has been "sending" since before `before` (sends cut short), oldest first: one Query page (the recovery sweep). */
export const sendsCutShort = (before: string, limit: number) => listSendingActions(before, limit);

/**
 * Repairs an approval whose send was cut short (one of sendsCutShort): when SES's message id was recorded the
 * e-mail went out, and the approval is finished (action approved, run completed); otherwise it may or may not
 * have gone out, so the action is pending again and the run says so: approving again sends it. Answers null
 * when the action was no longer the send seen (another writer got there first), else whether its message was sent.
 */
export async function repairCutSend(action: Awaited<ReturnType<typeof sendsCutShort>>[number]): Promise<{ sent: boolean } | null> {
  const message = await getRunMessage(action.runId, action.messageId);
  if (message?.status === "sent" && message.sesMessageId) {
    await actionSent(action.runId, action.id);
    await finishRun(action.runId, "completed");
  } else {
    if (!(await reopenAction(action.runId, action.id, action.updatedDate))) return null;
    const run = await getRun(action.runId);
    if (run) await saveRunState(run, { status: run.state.status, step: run.state.step, error: INTERRUPTED_APPROVAL, steps: run.steps });
  }
  return { sent: message?.status === "sent" };
}

import type { output } from "zod/v4/core";
import type { KFairDecision, WorkflowRun } from "../../../shared/schemas/workflow";
import { htmlToText, sanitizeHtml } from "../../../shared/rules/sanitize-html";
import { getBoothVisit, toBoothRow } from "../../db/queries/booth";
import { decideAction, reopenAction, getRunAction, getRunMessage, listRunActions, listRunMessages, patchMessage, toAction, toMessage } from "../../db/queries/kfair";
import { sendEmail } from "../../integrations/email/send";
import type { AuthContext } from "../../lib/auth";
import { env } from "../../lib/env";
import { conflict, HttpError, isConditionFailure, notFound } from "../../lib/errors";
import { finishRun, getRun } from "../workflow-runs";

/**
 * A kFair run's follow-up (backoffice.md §7 k-fair; ADR 0146): the run with its booth row, its drafted
 * message and the action waiting for staff. Approving sends the (possibly edited, always re-sanitised) draft
 * through SES and completes the run; rejecting discards the draft and completes it too.
 */

async function loadKFairRun(id: string): Promise<WorkflowRun> {
  const run = await getRun(id);
  if (!run || run.type !== "kFair") throw notFound("k-fair workflow");
  return run;
}

export async function get(id: string) {
  const run = await loadKFairRun(id);
  const boothId = typeof run.input.boothId === "string" ? run.input.boothId : run.subject.boothId;
  const visit = boothId ? await getBoothVisit(boothId) : null;
  return { ...run, booth: visit ? await toBoothRow(visit) : null };
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

export async function decide(id: string, body: output<typeof KFairDecision>, auth: Pick<AuthContext, "userId">) {
  await loadKFairRun(id);
  const action = await getRunAction(id, body.actionId);
  if (!action) throw notFound("Action");
  if (action.status !== "pending") throw decided();
  const message = await getRunMessage(id, action.messageId);
  if (!message) throw notFound("Message");
  const status = body.decision === "approve" ? "approved" : "rejected";
  const subject = body.subject ?? message.subject;
  const html = sanitizeHtml(body.body ?? message.body);
  if (status === "approved" && !htmlToText(html)) throw new HttpError(400, "Validation failed", [{ path: "body.body", message: "The e-mail has no content left after sanitising" }]);
  // Claim the action first (conditional on pending), so two approvals never send the e-mail twice.
  const claimed = await decideAction(id, action.id, status, auth.userId).catch((e) => {
    throw isConditionFailure(e) ? decided() : e;
  });
  let saved = message;
  if (status === "approved") {
    try {
      const to = (message.to as { email: string }[]).map((t) => t.email);
      const sesMessageId = await sendEmail({ from: env.mailFrom, to, subject, html, text: htmlToText(html) });
      saved = await patchMessage(id, message.id, { subject, body: html, status: "sent", sentDate: new Date().toISOString(), sesMessageId });
    } catch (e) {
      // Not sent: the action is pending again, so staff can retry.
      await reopenAction(id, action.id);
      throw e;
    }
  } else saved = await patchMessage(id, message.id, { status: "discarded" });
  await finishRun(id, "completed");
  return { action: toAction(claimed), message: toMessage(saved), run: (await getRun(id))! };
}

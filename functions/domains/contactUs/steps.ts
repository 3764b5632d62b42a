import { claimSend, getContactRequest, markSent, patchContactRequest, releaseSend } from "./queries";
import { INTERRUPTED_SEND } from "./records";
import { aiEngine } from "../../integrations/ai";
import { sendEmail } from "../../integrations/email/send";
import { RecipientSuppressed } from "../../integrations/email/suppressed";
import { crashPoint } from "../../lib/crash-point";
import { env } from "../../lib/env";
import { StepFailed, type StepResult } from "../../workflows/task";
import { requestMaterial } from "../interests";
import { recommend } from "../../core/recommend";
import { shortlistEmail } from "./email";

/** The contactUs run's steps (functions/workflows/contact-us; ADR 0148). */

async function load(requestId: string) {
  const r = await getContactRequest(requestId);
  if (!r) throw new StepFailed(`Contact request ${requestId} not found`);
  return r;
}

/**
 * Shortlist: what the message asks for, ranked against our listed materials, each with the matching engine's
 * verdict; kept on the request. When none fits, the need becomes a MATERIAL_REQUEST interest for staff, linked
 * from the request and the run, so the e-mail's "our team will follow up" is backed by a record staff see.
 */
export async function shortlistStep(requestId: string): Promise<StepResult<never>> {
  const r = await load(requestId);
  const need = await aiEngine().readNeed(r.message);
  const found = await recommend(need);
  const shortlist = found.map((m) => ({
    id: m.id,
    name: m.name,
    type: m.type,
    url: m.url,
    ...(m.condition ? { condition: m.condition } : {}),
    ...(m.color ? { color: m.color } : {}),
    fits: m.fits,
    misfits: m.misfits,
  }));
  const fitting = shortlist.filter((m) => m.fits).length;
  const interestId = fitting
    ? null
    : await requestMaterial(
        { kind: "contactRequest", id: r.id, email: r.email, companyName: r.companyName, personName: r.personName, message: r.message, language: r.language },
        need,
      );
  await patchContactRequest(requestId, { shortlist, ...(interestId ? { interestId } : {}) });
  const what = need.materialType ? ` for ${need.materialType.toUpperCase()}` : " (no material type recognised)";
  return {
    summary: `${fitting} of ${shortlist.length} shortlisted material(s) fit${what}${interestId ? `; nothing fits: material request ${interestId} for staff` : ""}`,
    ...(interestId ? { subject: { interestId } } : {}),
  };
}

/**
 * SendShortlist: one e-mail to the visitor. The request is marked "sending" (a conditional claim) before SES is
 * called and "sent" with SES's message id after it answered, so a retry (of the step or the run) sends nothing
 * twice, and a request is never recorded as sent unless SES took the mail. An attempt that finds an earlier one
 * cut after its claim fails the run with a reason staff read; the run's Retry then sends (the request is failed).
 */
export async function sendStep(requestId: string): Promise<string> {
  const r = await load(requestId);
  if (r.status === "sent") return "Already sent";
  const claim = await claimSend(requestId);
  if (claim === "sent") return "Already sent";
  if (claim === "interrupted") throw new StepFailed(INTERRUPTED_SEND);
  const mail = shortlistEmail(r, r.shortlist ?? []);
  let sesMessageId: string;
  try {
    crashPoint("contactUs.beforeSend");
    sesMessageId = await sendEmail({ from: env.mailFrom, to: [r.email], subject: mail.subject, html: mail.html, text: mail.text, recipientField: "email" });
  } catch (e) {
    await releaseSend(requestId).catch(() => {});
    // A suppressed address stays suppressed: the run fails with the reason instead of retrying.
    if (e instanceof RecipientSuppressed) throw new StepFailed(e.message);
    throw e;
  }
  crashPoint("contactUs.afterSend");
  await markSent(requestId, sesMessageId);
  return `Shortlist of ${r.shortlist?.length ?? 0} sent`;
}

import { claimSend, getContactRequest, patchContactRequest, releaseSend } from "../../db/queries/contact-requests";
import { aiEngine } from "../../integrations/ai";
import { sendEmail } from "../../integrations/email/send";
import { env } from "../../lib/env";
import { StepFailed } from "../../workflows/task";
import { recommend } from "../recommend";
import { shortlistEmail } from "./email";

/** The contactUs run's steps (functions/workflows/contact-us; ADR 0148). */

async function load(requestId: string) {
  const r = await getContactRequest(requestId);
  if (!r) throw new StepFailed(`Contact request ${requestId} not found`);
  return r;
}

/** Shortlist: what the message asks for, ranked against our listed materials; kept on the request. */
export async function shortlistStep(requestId: string): Promise<string> {
  const r = await load(requestId);
  const need = await aiEngine().readNeed(r.message);
  const found = await recommend(need);
  const shortlist = found.map((m) => ({ id: m.id, name: m.name, type: m.type, url: m.url, ...(m.condition ? { condition: m.condition } : {}), ...(m.color ? { color: m.color } : {}) }));
  await patchContactRequest(requestId, { shortlist });
  return `${shortlist.length} material(s) shortlisted${need.materialType ? ` for ${need.materialType.toUpperCase()}` : ""}`;
}

/** SendShortlist: one e-mail to the visitor; the conditional claim makes a retry (of the step or the run) send nothing twice. */
export async function sendStep(requestId: string): Promise<string> {
  const r = await load(requestId);
  if (r.status === "sent" || !(await claimSend(requestId))) return "Already sent";
  const mail = shortlistEmail(r, r.shortlist ?? []);
  try {
    await sendEmail({ from: env.mailFrom, to: [r.email], subject: mail.subject, html: mail.html, text: mail.text });
  } catch (e) {
    await releaseSend(requestId).catch(() => {});
    throw e;
  }
  return `Shortlist of ${r.shortlist?.length ?? 0} sent`;
}

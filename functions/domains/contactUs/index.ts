import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { output } from "zod/v4/core";
import type { ContactUsInput, ContactUsReceipt } from "../../../shared/schemas/contact-us";
import { createContactRequest, getContactRequest, patchContactRequest } from "./queries";
import { guardPublicWrite } from "../public-write";
import { startTracked } from "../workflowRuns";
import { contactUsLimits } from "./limits";
import { SHORTLIST_TEXTS } from "./texts";
import { earlierRecord, newId } from "../../lib/ids";

/**
 * The public contact page (ADRs 0148, 0160): guarded like every
 * public write (per-address, per-mailbox and per-domain limits, body size, honeypot), stored, and answered by
 * the contactUs run (shortlist, e-mail). The visitor gets a receipt only; what was matched goes to the address
 * given.
 */

export { shortlistStep, sendStep } from "./steps";
export { failContactRequest, getContactRequest, INTERRUPTED_SEND } from "./records";
/** Stored requests and their stages, for the benchmarks' and tests' fixtures. */
export { createContactRequest, patchContactRequest } from "./queries";
export { contactUsLimits } from "./limits";
export { SHORTLIST_TEXTS } from "./texts";

/** Who started a public run (the run's createdBy): no signed-in user. */
export const PUBLIC_USER = "public";

export const languageOf = (language: string | null | undefined) => (language && language in SHORTLIST_TEXTS ? language : "en");

export async function submit(body: output<typeof ContactUsInput>, event: APIGatewayProxyEventV2): Promise<ContactUsReceipt> {
  // Stored and sent to as given (lower-case); only the limits count it as its mailbox.
  const email = body.email.trim().toLowerCase();
  const id = newId("contactRequest");
  // A retry of a request already stored (its answer was lost) answers it before the limits: it was counted
  // once, when it was new. Only a keyed request reads here (one GetItem); a new one goes on to the limits.
  if (await earlierRecord(id, getContactRequest, PUBLIC_USER)) return { id, status: "received" };
  const { isBot } = await guardPublicWrite(event, body, contactUsLimits(email));
  // A filled honeypot: the same answer as a person gets, and nothing stored or sent.
  if (isBot) return { id, status: "received" };
  await createContactRequest(
    { id, companyName: body.companyName, personName: body.personName, email, message: body.message, language: languageOf(body.language) },
    PUBLIC_USER,
  );
  const run = await startTracked("contactUs", { requestId: id }, { label: `Contact us: ${body.companyName}` }, PUBLIC_USER);
  await patchContactRequest(id, { workflowId: run.id });
  return { id, status: "received" };
}

import type { ContactRequest } from "../../../shared/schemas/contact-us";
import { now } from "../../db/audit";
import type { ContactRequestItem } from "./entity";
import { db } from "../../db/service";
import { isConditionFailure } from "../../lib/errors";

export type ShortlistEntry = NonNullable<ContactRequestItem["shortlist"]>[number];

export function toContactRequest(item: ContactRequestItem): ContactRequest {
  return {
    id: item.id,
    companyName: item.companyName,
    personName: item.personName,
    email: item.email,
    message: item.message,
    language: item.language,
    shortlist: (item.shortlist ?? []).map((m) => ({ id: m.id, name: m.name, type: m.type, url: m.url })),
    status: item.status,
    workflowId: item.workflowId ?? null,
    createdDate: item.createdDate,
    sentDate: item.sentDate ?? null,
  };
}

export async function createContactRequest(
  r: Pick<ContactRequestItem, "id" | "companyName" | "personName" | "email" | "message" | "language">,
  userId: string,
): Promise<ContactRequestItem> {
  const at = now();
  const { data } = await db()
    .contactRequest.create({ ...r, status: "received", createdDate: at, updatedDate: at, createdBy: userId })
    .go();
  return data;
}

export async function getContactRequest(id: string): Promise<ContactRequestItem | null> {
  const { data } = await db().contactRequest.get({ id }).go({ consistent: true });
  return data;
}

export async function patchContactRequest(id: string, changes: Partial<Pick<ContactRequestItem, "workflowId" | "shortlist">>): Promise<void> {
  await db()
    .contactRequest.patch({ id })
    .set({ ...changes, updatedDate: now() })
    .go();
}

/**
 * Claim the one send of a request: received/failed → sending, conditionally (the attempt marker, written before
 * SES is called). Answers "claimed", "sent" when an earlier attempt finished, or "interrupted" when an earlier
 * attempt was cut after its claim (it may or may not have sent: never taken for sent, never sent again here).
 */
export async function claimSend(id: string): Promise<"claimed" | "sent" | "interrupted"> {
  try {
    await db()
      .contactRequest.patch({ id })
      .set({ status: "sending", updatedDate: now() })
      .where((a, op) => `${op.ne(a.status, "sent")} AND ${op.ne(a.status, "sending")}`)
      .go();
    return "claimed";
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return (await getContactRequest(id))?.status === "sent" ? "sent" : "interrupted";
  }
}

/** SES answered: the request is sent, with SES's message id and the date. */
export async function markSent(id: string, sesMessageId: string): Promise<void> {
  const at = now();
  await db().contactRequest.patch({ id }).set({ status: "sent", sesMessageId, sentDate: at, updatedDate: at }).go();
}

/** Give a claimed send back (SES refused it), so the step's retry may send. */
export async function releaseSend(id: string): Promise<void> {
  await db().contactRequest.patch({ id }).set({ status: "received", updatedDate: now() }).remove(["sentDate"]).go();
}

/** The run failed: a request not sent (or cut while sending) is marked failed; a sent one stays sent. */
export async function failContactRequest(id: string): Promise<void> {
  try {
    await db()
      .contactRequest.patch({ id })
      .set({ status: "failed", updatedDate: now() })
      .where((a, op) => op.ne(a.status, "sent"))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

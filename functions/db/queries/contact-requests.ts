import type { ContactRequest } from "../../../shared/schemas/contact-us";
import { now } from "../audit";
import type { ContactRequestItem } from "../entities/contact-request";
import { db } from "../service";
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

export async function createContactRequest(r: Pick<ContactRequestItem, "id" | "companyName" | "personName" | "email" | "message" | "language">, userId: string): Promise<ContactRequestItem> {
  const at = now();
  const { data } = await db().contactRequest.create({ ...r, status: "received", createdDate: at, updatedDate: at, createdBy: userId }).go();
  return data;
}

export async function getContactRequest(id: string): Promise<ContactRequestItem | null> {
  const { data } = await db().contactRequest.get({ id }).go({ consistent: true });
  return data;
}

export async function patchContactRequest(id: string, changes: Partial<Pick<ContactRequestItem, "workflowId" | "shortlist">>): Promise<void> {
  await db().contactRequest.patch({ id }).set({ ...changes, updatedDate: now() }).go();
}

/**
 * Claim the one send of a request: received/failed → sent, conditionally, so a retried step (or a retried run)
 * that finds it already sent sends nothing. Answers false when another attempt already claimed it.
 */
export async function claimSend(id: string): Promise<boolean> {
  const at = now();
  try {
    await db()
      .contactRequest.patch({ id })
      .set({ status: "sent", sentDate: at, updatedDate: at })
      .where((a, op) => op.ne(a.status, "sent"))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Give a claimed send back (SES refused it), so the step's retry may send. */
export async function releaseSend(id: string): Promise<void> {
  await db().contactRequest.patch({ id }).set({ status: "received", updatedDate: now() }).remove(["sentDate"]).go();
}

/** The run failed: a request not sent is marked failed (a sent one stays sent). */
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

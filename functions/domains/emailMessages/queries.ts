import type { EmailMessage } from "../../../shared/schemas/email-message";
import { now } from "../../db/audit";
import { goIfFits } from "../../db/item-size";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";
import { db } from "../../db/service";
import { isConditionFailure } from "../../lib/errors";
import type { EmailMessageItem } from "./entity";

/** Company e-mail records (ADR 0151): written once when sent, openedDate set once by the pixel. */

export const toEmailMessage = (item: EmailMessageItem): EmailMessage => ({
  id: item.id,
  companyId: item.companyId,
  from: item.from,
  to: (item.to as { name?: string | null; email: string }[]).map((r) => ({ name: r.name ?? null, email: r.email })),
  subject: item.subject,
  body: item.body,
  sentDate: item.sentDate ?? null,
  createdDate: item.createdDate,
  openedDate: item.openedDate ?? null,
  createdBy: item.createdBy,
});

export type NewEmailMessage = Pick<EmailMessageItem, "id" | "companyId" | "from" | "subject" | "body" | "sentDate" | "sesMessageId" | "openedDate"> & {
  to: { name: string | null; email: string }[];
  createdDate?: string;
};

/** Store a message (the seed passes its own createdDate and openedDate; the send route does not). */
export async function createEmailMessage(m: NewEmailMessage, userId: string): Promise<EmailMessageItem> {
  const at = m.createdDate ?? now();
  const { data } = await goIfFits(db().emailMessage.create({ ...m, createdDate: at, updatedDate: at, createdBy: userId }));
  return data;
}

export async function getEmailMessage(id: string): Promise<EmailMessageItem | null> {
  const { data } = await db().emailMessage.get({ id }).go({ consistent: true });
  return data;
}

/** A company's messages, newest first, one Query per page. */
export async function listCompanyEmailMessages(companyId: string, opts: PageOpts = {}) {
  const list: OrderedList = {
    partition: `email-messages:${companyId}`,
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [(pos) => after(db().emailMessage.query.byCompany({ companyId }) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => (items as EmailMessageItem[]).map(toEmailMessage));
}

/**
 * Set openedDate if the message exists and has none yet: one conditional write, no read. Answers whether this
 * call set it (false for an unknown id or a message already opened).
 */
export async function markEmailOpened(id: string, at = now()): Promise<boolean> {
  try {
    await db()
      .emailMessage.patch({ id })
      .set({ openedDate: at, updatedDate: at })
      .where((a, op) => op.notExists(a.openedDate))
      .go({ response: "none" });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** A deleted company's messages go with it (their pixels then answer the GIF and change nothing). */
export async function deleteCompanyEmailMessages(companyId: string): Promise<number> {
  const { data } = await db()
    .emailMessage.query.byCompany({ companyId })
    .go({ pages: "all", attributes: ["id"] });
  if (data.length)
    await db()
      .emailMessage.delete(data.map((m) => ({ id: m.id })))
      .go();
  return data.length;
}

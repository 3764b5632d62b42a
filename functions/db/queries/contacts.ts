import type { Contact } from "../../../shared/schemas/contact";
import { createdBy } from "../audit";
import type { ContactItem } from "../entities/contact";
import { goIfFits } from "../item-size";
import { db } from "../service";
import { patchVersioned, splitChanges } from "./versioned";

/**
 * The stored contact as the API's Contact. emailLower is `hidden` on the entity (derived from email);
 * tokensValidAfter is the session cut-off only functions/db/queries/logins.ts reads (ADR 0061).
 */
const toContact = ({ tokensValidAfter: _t, ...item }: ContactItem): Contact => item;

export async function getContact(id: string): Promise<Contact | null> {
  const { data } = await db().contact.get({ id }).go();
  return data ? toContact(data) : null;
}

export async function getContacts(ids: string[]): Promise<Contact[]> {
  if (!ids.length) return [];
  const { data } = await db().contact.get(ids.map((id) => ({ id }))).go();
  return data.map(toContact);
}

export async function findContactByEmail(email: string): Promise<Contact | null> {
  const { data } = await db().contact.query.byEmail({ emailLower: email.toLowerCase() }).go({ limit: 1 });
  return data[0] ? toContact(data[0]) : null;
}

export async function createContact(
  input: Omit<Contact, "createdDate" | "updatedDate" | "createdBy" | "updatedBy" | "version">,
  userId: string,
): Promise<Contact> {
  const { set } = splitChanges(input);
  const { data } = await goIfFits(db().contact.create({ ...set, id: input.id, companyId: input.companyId, ...createdBy(userId) }));
  return toContact(data);
}

export async function updateContact(id: string, changes: Partial<Contact>, userId: string, version?: number) {
  return toContact(await patchVersioned<ContactItem>(db().contact, { id }, changes, userId, version));
}

export async function listCompanyContacts(companyId: string, opts: { cursor?: string; limit?: number } = {}) {
  const res = await db().contact.query.byCompany({ companyId }).go({ cursor: opts.cursor ?? null, limit: opts.limit ?? 100 });
  return { items: res.data.map(toContact), cursor: res.cursor ?? null };
}

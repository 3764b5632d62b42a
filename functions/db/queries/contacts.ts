import type { Contact } from "../../../shared/schemas/contact";
import { createdBy } from "../audit";
import { db } from "../service";
import { patchVersioned, splitChanges } from "./versioned";

const strip = ({ emailLower: _e, tokensValidAfter: _t, ...rest }: Record<string, unknown>) => rest as unknown as Contact;

export async function getContact(id: string): Promise<Contact | null> {
  const { data } = await db().contact.get({ id }).go();
  return data ? strip(data) : null;
}

export async function getContacts(ids: string[]): Promise<Contact[]> {
  if (!ids.length) return [];
  const { data } = await db().contact.get(ids.map((id) => ({ id }))).go();
  return data.map(strip);
}

export async function findContactByEmail(email: string): Promise<Contact | null> {
  const { data } = await db().contact.query.byEmail({ emailLower: email.toLowerCase() }).go({ limit: 1 });
  return data[0] ? strip(data[0]) : null;
}

export async function createContact(
  input: Omit<Contact, "createdDate" | "updatedDate" | "createdBy" | "updatedBy" | "version">,
  userId: string,
): Promise<Contact> {
  const { set } = splitChanges(input as unknown as Record<string, unknown>);
  const { data } = await db()
    .contact.create({ ...set, emailLower: input.email?.toLowerCase(), ...createdBy(userId) } as never)
    .go();
  return strip(data);
}

export async function updateContact(id: string, changes: Partial<Contact>, userId: string, version?: number) {
  return strip(await patchVersioned(db().contact as never, { id }, changes as Record<string, unknown>, userId, version));
}

export async function listCompanyContacts(companyId: string, opts: { cursor?: string; limit?: number } = {}) {
  const res = await db().contact.query.byCompany({ companyId }).go({ cursor: opts.cursor ?? null, limit: opts.limit ?? 100 });
  return { items: res.data.map(strip), cursor: res.cursor ?? null };
}

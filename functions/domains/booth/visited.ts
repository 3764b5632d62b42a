import type { CompanyRecord } from "../../../shared/schemas/company";
import type { Contact } from "../../../shared/schemas/contact";
import { searchBoothVisits } from "./queries-search";

/** Visitors read per search: a contact or company met at the booth more often than this is found on the first page anyway. */
const PAGE = 20;

/**
 * Whether the contact, or anyone of its company, visited our trade-fair booth: the booth visitors whose text
 * holds the contact's e-mail or the company's name (the /booth search's fragment rows, ADR 0153), kept only
 * when the visit is that contact's (same e-mail) or was linked to that company by its follow-up.
 */
export async function visitedBooth(company: Pick<CompanyRecord, "id" | "name">, contact: Pick<Contact, "id" | "email">): Promise<boolean> {
  const email = contact.email?.toLowerCase() ?? "";
  const [byEmail, byName] = await Promise.all([
    email ? searchBoothVisits(email, { limit: PAGE }) : null,
    company.name.trim() ? searchBoothVisits(company.name, { limit: PAGE }) : null,
  ]);
  const rows = [...(byEmail?.items ?? []), ...(byName?.items ?? [])];
  return rows.some((v) => v.companyId === company.id || v.contactId === contact.id || (!!email && v.contactDetails.email === email));
}

import { SYSTEM_ACTOR } from "../../db/audit-log";
import type { output } from "zod/v4/core";
import type { CompanyRecord } from "../../../shared/schemas/company";
import {
  contactName,
  type Contact,
  type ContactCreate,
  type ContactDuplicate,
  type ContactDuplicateQuery,
  type ContactListQuery,
  type ContactUpdate,
} from "../../../shared/schemas/contact";
import { getCompany, updateCompany } from "../companies/records";
import { recordCompanyEvent } from "../events";
import {
  companyFactsOf,
  createContact,
  deleteContact,
  findContactsByEmail,
  getContact,
  listCompanyContacts,
  listContacts,
  updateContact,
  writeCompanyFacts,
} from "./queries";
import { markDeleted } from "../../db/queries/tombstones";
import { assertCompanyAccess, type AuthContext } from "../../lib/auth";
import { conflict, notFound } from "../../lib/errors";
import { closeLogin } from "../auth/sessions";
import { companyForChild, keepChild } from "../companies/live";
import { contactView, meProfileView, meView } from "./view";
import { earlierRecord, newId } from "../../lib/ids";

export { CONTACT_STAFF_FIELDS, contactView, meView, type ContactView } from "./view";
export * from "./records";
export { CSV_DOWNLOAD_CONFIG } from "./csv-access";
export { contactItem } from "./queries";

/**
 * Contacts (people at companies; a user is the contact with their id): access and shaping. The service: what
 * the handlers, workflows, scripts and tests call (never ./queries or ./entity); other domains' services read
 * and write contact records through ./records.ts, which this file re-exports. The CSV export is ./export.ts,
 * imported by its handler alone so the other contact Lambdas do not carry papaparse.
 */

/** The contact, if it belongs to the caller's company (or the caller is staff); 404 otherwise. */
export async function loadOwned(id: string, auth: AuthContext): Promise<Contact> {
  const contact = await getContact(id);
  if (!contact) throw notFound("Contact");
  assertCompanyAccess(auth, contact.companyId, "Contact");
  return contact;
}

export async function get(id: string, auth: AuthContext) {
  return contactView(await loadOwned(id, auth), auth);
}

/** Versioned partial update (409 when `version` is stale). */
export async function update(id: string, body: output<typeof ContactUpdate>, auth: AuthContext) {
  const current = await loadOwned(id, auth);
  const { version, ...changes } = body;
  return contactView(await updateContact(id, changes, auth.userId, version, current), auth);
}

/** GET /contacts: staff see every contact with the Filter dialog's filters; an ordinary user their own company's. */
export async function list(query: ContactListQuery, auth: AuthContext) {
  const { cursor, limit, ...filters } = query;
  if (!auth.isSuperAdmin && !auth.companyId) return { items: [], cursor: null };
  return listContacts(filters, { cursor, limit, companyId: auth.isSuperAdmin ? null : auth.companyId });
}

/**
 * POST /contacts: staff into any existing company, an ordinary user only into their
 * own; another or an unknown company answers 404 alike. The contact gets no login (signup makes those).
 */
export async function create(body: output<typeof ContactCreate>, auth: AuthContext) {
  const { version: _v, companyId, ...fields } = body;
  assertCompanyAccess(auth, companyId, "Company");
  const company = await companyForChild(companyId);
  if (!company) throw notFound("Company");
  const id = newId("contact");
  const earlier = await earlierRecord(id, getContact, auth.userId);
  if (earlier) return contactView(earlier, auth);
  const created = await createContact({ ...fields, id, companyId }, auth.userId, company);
  // The contact has no login yet (see above): its record is all there is to undo.
  await keepChild(companyId, () => deleteContact(created.id));
  return contactView(created, auth);
}

/**
 * DELETE /contacts/{id}: a contact with a login loses it too, sessions first (ADR 0114). Deleting oneself is
 * refused: it would sign the caller out mid-request and leave a company without the person managing it.
 */
export async function remove(id: string, auth: AuthContext) {
  const contact = await loadOwned(id, auth);
  if (id === auth.userId) throw conflict("You cannot delete your own contact; ask another user of your company or the platform team");
  // The tombstone first: an import batch that made this contact and runs again finds it deleted, not missing.
  await markDeleted("contact", id, auth.userId);
  await purge(contact, auth.userId);
  await forgetMainContact(contact, auth);
  return { id };
}

/** A company whose main contact was deleted names none rather than a dangling id; its timeline says so. */
async function forgetMainContact(contact: Contact, auth: AuthContext): Promise<void> {
  const company = await getCompany(contact.companyId);
  if (company?.mainContactId !== contact.id) return;
  const updated = await updateCompany(company, { mainContactId: null }, auth.userId);
  await recordCompanyEvent({ type: "CompanyUpdated", before: company, after: updated }, auth.userId);
}

/** A contact and its login, sessions first (also the company delete's step). */
export async function purge(contact: Contact, actor: string = SYSTEM_ACTOR): Promise<void> {
  if (contact.hasLogin && contact.email) {
    try {
      await closeLogin(contact.id, contact.email);
    } catch (e) {
      // The Cognito user may already be gone (a half-finished earlier delete); the record still goes.
      if ((e as Error)?.name !== "UserNotFoundException") throw e;
    }
  }
  await deleteContact(contact.id, { before: contact, actor });
}

/**
 * A company's contacts and their logins (the company delete's step), `last` after the others: the caller's
 * own login, which the rest of the delete's request must not depend on. `each` runs after every contact.
 */
export async function purgeCompanyContacts(companyId: string, opts: { last?: string; each?: () => void } = {}): Promise<void> {
  for (let cursor: string | null | undefined; cursor !== null;) {
    const page = await listCompanyContacts(companyId, { cursor: cursor ?? undefined, limit: 100 });
    const ordered = [...page.items].sort((a, b) => Number(a.id === opts.last) - Number(b.id === opts.last));
    for (const c of ordered) {
      await purge(c);
      opts.each?.();
    }
    cursor = page.cursor;
  }
}

/**
 * GET /contacts/duplicates?email=: staff see every contact holding the e-mail; an ordinary user only those of
 * their own company, so no other company's people can be probed (ADR 0114).
 */
export async function duplicates(query: output<typeof ContactDuplicateQuery>, auth: AuthContext): Promise<{ items: ContactDuplicate[] }> {
  const found = await findContactsByEmail(query.email);
  const visible = auth.isSuperAdmin ? found : found.filter((c) => c.companyId === auth.companyId);
  return { items: visible.map((c) => ({ id: c.id, companyId: c.companyId, name: contactName(c) || c.email || "", reason: "email" as const })) };
}

/** Rewrite a company's facts (name, verified, score, country) on its contacts after a company change (ADR 0113). */
export async function refreshContactsCompanyFacts(company: CompanyRecord): Promise<number> {
  return writeCompanyFacts(company.id, companyFactsOf(company));
}

/**
 * The caller's own profile: from the caller's record as the request's caller resolution read it (one GetItem for
 * the whole request), or read here when the caller came without it.
 */
export async function me(auth: AuthContext) {
  if (auth.profile) return meProfileView(auth.userId, auth.profile, auth);
  const contact = await getContact(auth.userId);
  if (!contact) throw notFound("Profile");
  return meView(contact, auth);
}

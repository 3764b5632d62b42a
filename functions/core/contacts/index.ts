import type { output } from "zod/v4/core";
import type { Contact, ContactUpdate } from "../../../shared/schemas/contact";
import { getContact, updateContact } from "../../db/queries/contacts";
import { assertCompanyAccess, type AuthContext } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { contactView, meView } from "./view";

export { CONTACT_STAFF_FIELDS, contactView, meView, type ContactView } from "./view";

/** Contacts (people at companies; a user is the contact with their id): access and shaping. */

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
  await loadOwned(id, auth);
  const { version, ...changes } = body;
  return contactView(await updateContact(id, changes, auth.userId, version), auth);
}

/** The caller's own profile. */
export async function me(auth: AuthContext) {
  const contact = await getContact(auth.userId);
  if (!contact) throw notFound("Profile");
  return meView(contact, auth);
}

import type { Me } from "../../../shared/schemas/auth";
import { CONTACT_STAFF_FIELDS, type Contact, type ContactAnswer } from "../../../shared/schemas/contact";
import type { AuthContext, CallerProfile } from "../../lib/auth";
import { omit } from "../../core/view";

export { CONTACT_STAFF_FIELDS };
export type ContactView = ContactAnswer;

export function contactView(contact: Contact, auth: AuthContext | null): ContactView {
  return auth?.isSuperAdmin ? contact : omit(contact, CONTACT_STAFF_FIELDS);
}

/** GET /me: the signed-in user's own profile (their contact record). */
export function meView(contact: Contact, auth: AuthContext): Me {
  return meProfileView(contact.id, { email: contact.email ?? null, firstName: contact.firstName ?? null, lastName: contact.lastName ?? null }, auth);
}

/** The same answer from the caller's profile as their caller resolution read it. */
export function meProfileView(id: string, p: CallerProfile, auth: AuthContext): Me {
  return { id, email: p.email ?? auth.email ?? "", firstName: p.firstName, lastName: p.lastName };
}

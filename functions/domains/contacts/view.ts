import type { Me } from "../../../shared/schemas/auth";
import { CONTACT_STAFF_FIELDS, type Contact, type ContactAnswer } from "../../../shared/schemas/contact";
import type { AuthContext } from "../../lib/auth";
import { omit } from "../../core/view";

export { CONTACT_STAFF_FIELDS };
export type ContactView = ContactAnswer;

export function contactView(contact: Contact, auth: AuthContext | null): ContactView {
  return auth?.isSuperAdmin ? contact : omit(contact, CONTACT_STAFF_FIELDS);
}

/** GET /me: the signed-in user's own profile (their contact record). */
export function meView(contact: Contact, auth: AuthContext): Me {
  return {
    id: contact.id,
    email: contact.email ?? auth.email ?? "",
    firstName: contact.firstName ?? null,
    lastName: contact.lastName ?? null,
  };
}

import type { Me } from "../../../shared/schemas/auth";
import type { Contact } from "../../../shared/schemas/contact";
import type { AuthContext } from "../../lib/auth";
import { omit } from "../view";

/** Contact fields only staff see (docs/decisions/0065-domain-modules-and-views.md): staff's verification and authors. */
export const CONTACT_STAFF_FIELDS = ["verified", "createdBy", "updatedBy"] as const;

export type ContactView = Contact | Omit<Contact, (typeof CONTACT_STAFF_FIELDS)[number]>;

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

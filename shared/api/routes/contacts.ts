import { ContactUpdate } from "../../schemas/contact";
import { defineRoutes } from "../contract";

/** Contacts (marketplace.md §7 Contacts). */
export const contactsRoutes = defineRoutes({
  "contacts.get": { method: "GET", path: "/contacts/{id}", access: "user", needs: { table: "read" } },
  "contacts.update": { method: "POST", path: "/contacts/{id}", access: "user", body: ContactUpdate, needs: { table: "write" } },
});

import type { Contact } from "../../schemas/contact";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface ContactsResponses {
  "contacts.get": Contact;
  "contacts.update": Contact;
}

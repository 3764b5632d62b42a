import { ContactCreate, ContactDuplicateQuery, ContactExportQuery, ContactListQuery, ContactUpdate } from "../../schemas/contact";
import { defineRoutes } from "../contract";

/** Contacts: staff see all; an ordinary user only their own company's. */
export const contactsRoutes = defineRoutes({
  "contacts.list": { method: "GET", path: "/contacts", access: "user", query: ContactListQuery, needs: { table: "read" } },
  "contacts.create": { method: "POST", path: "/contacts", access: "user", body: ContactCreate, needs: { table: "write" } },
  "contacts.get": { method: "GET", path: "/contacts/{id}", access: "user", needs: { table: "read" } },
  "contacts.update": { method: "POST", path: "/contacts/{id}", access: "user", body: ContactUpdate, needs: { table: "write" } },
  "contacts.delete": {
    method: "DELETE",
    path: "/contacts/{id}",
    access: "user",
    needs: { table: "write", cognito: ["AdminDeleteUser", "AdminUserGlobalSignOut"] },
  },
  "contacts.duplicates": { method: "GET", path: "/contacts/duplicates", access: "user", query: ContactDuplicateQuery, needs: { table: "read" } },
  "contacts.export": { method: "GET", path: "/contacts/export", access: "admin", query: ContactExportQuery, needs: { table: "read" } },
});

import type { Page } from "../../schemas/common";
import type { ContactAnswer, ContactDuplicate, ContactListItem } from "../../schemas/contact";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface ContactsResponses {
  "contacts.list": Page<ContactListItem>;
  "contacts.create": ContactAnswer;
  "contacts.get": ContactAnswer;
  "contacts.update": ContactAnswer;
  "contacts.delete": { id: string };
  "contacts.duplicates": { items: ContactDuplicate[] };
  /** text/csv body; only users named in the `contacts-csv-download` config entry (403 for other staff). */
  "contacts.export": string;
}

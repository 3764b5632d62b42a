import { contactsRoutes } from "../../shared/api/routes/contacts";
import { getContact } from "../db/queries/contacts";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(contactsRoutes, "contacts.get", async ({ params, auth }) => {
  const contact = await getContact(params.id);
  if (!contact) throw notFound("Contact");
  assertCompanyAccess(auth, contact.companyId, "Contact");
  return contact;
});

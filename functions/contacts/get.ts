import { coreRoutes } from "../../shared/api/routes-core";
import { getContact } from "../db/queries/contacts";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(coreRoutes, "contacts.get", async ({ params, auth }) => {
  const contact = await getContact(params.id);
  if (!contact) throw notFound("Contact");
  assertCompanyAccess(auth, contact.companyId, "Contact");
  return contact;
});

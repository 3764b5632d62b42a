import { contactsRoutes } from "../../shared/api/routes/contacts";
import * as Contacts from "../core/contacts";
import { route } from "../domains/route";

export const handler = route(contactsRoutes, "contacts.delete", ({ params, auth }) => Contacts.remove(params.id, auth));

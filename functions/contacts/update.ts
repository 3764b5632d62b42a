import { contactsRoutes } from "../../shared/api/routes/contacts";
import * as Contacts from "../core/contacts";
import { route } from "../domains/route";

export const handler = route(contactsRoutes, "contacts.update", ({ params, body, auth }) => Contacts.update(params.id, body, auth));

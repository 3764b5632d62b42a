import { contactsRoutes } from "../../shared/api/routes/contacts";
import * as Contacts from "../core/contacts";
import { Reply } from "../lib/handler";
import { route } from "../domains/route";

export const handler = route(contactsRoutes, "contacts.create", async ({ body, auth }) => new Reply(201, await Contacts.create(body, auth)));

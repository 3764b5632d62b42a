import { contactsRoutes } from "../../shared/api/routes/contacts";
import * as Contacts from "../core/contacts";
import { Reply, route } from "../lib/handler";

export const handler = route(contactsRoutes, "contacts.create", async ({ body, auth }) => new Reply(201, await Contacts.create(body, auth)));

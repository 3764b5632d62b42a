import { contactsRoutes } from "../../shared/api/routes/contacts";
import * as Contacts from "../core/contacts";
import { Reply, route } from "../lib/handler";

export const handler = route(contactsRoutes, "contacts.export", async ({ query, auth }) => new Reply(200, await Contacts.exportCsv(query, auth), Contacts.CSV_HEADERS));

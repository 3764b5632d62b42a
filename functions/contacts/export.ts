import { contactsRoutes } from "../../shared/api/routes/contacts";
import { CSV_HEADERS, exportCsv } from "../core/contacts/export";
import { Reply } from "../lib/handler";
import { route } from "../domains/route";

export const handler = route(contactsRoutes, "contacts.export", async ({ query, auth }) => new Reply(200, await exportCsv(query, auth), CSV_HEADERS));

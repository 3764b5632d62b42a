import { contactsRoutes } from "../../../shared/api/routes/contacts";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Contacts from "./index";

/**
 * The contacts routes' handlers, one export per route named after the part of its id after the dot
 * ("contacts.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other handlers.
 */
export const list = /* @__PURE__ */ route(contactsRoutes, "contacts.list", ({ query, auth }) => Contacts.list(query, auth));

export const create = /* @__PURE__ */ route(contactsRoutes, "contacts.create", async ({ body, auth }) => new Reply(201, await Contacts.create(body, auth)));

export const get = /* @__PURE__ */ route(contactsRoutes, "contacts.get", ({ params, auth }) => Contacts.get(params.id, auth));

export const update = /* @__PURE__ */ route(contactsRoutes, "contacts.update", ({ params, body, auth }) => Contacts.update(params.id, body, auth));

const remove = /* @__PURE__ */ route(contactsRoutes, "contacts.delete", ({ params, auth }) => Contacts.remove(params.id, auth));
export { remove as delete };

export const duplicates = /* @__PURE__ */ route(contactsRoutes, "contacts.duplicates", ({ query, auth }) => Contacts.duplicates(query, auth));

/**
 * The contacts CSV (staff the config entry names); the only contacts handler that bundles papaparse. The export
 * module is imported where it is used: a static import here would keep papaparse in every contacts Lambda.
 */
const exportContacts = /* @__PURE__ */ route(contactsRoutes, "contacts.export", async ({ query, auth }) => {
  const { CSV_HEADERS, exportCsv } = await import("./export");
  return new Reply(200, await exportCsv(query, auth), CSV_HEADERS);
});
export { exportContacts as export };

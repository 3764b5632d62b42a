import { leadsRoutes } from "../../../shared/api/routes/leads";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Leads from "./index";

/**
 * The leads routes' handlers, one export per route named after the part of its id after the dot
 * ("leads.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other handlers.
 */
export const list = /* @__PURE__ */ route(leadsRoutes, "leads.list", ({ query }) => Leads.list(query));

export const create = /* @__PURE__ */ route(leadsRoutes, "leads.create", async ({ body, auth }) => new Reply(201, await Leads.create(body, auth)));

export const update = /* @__PURE__ */ route(leadsRoutes, "leads.update", ({ body, auth }) => Leads.update(body, auth));

export const get = /* @__PURE__ */ route(leadsRoutes, "leads.get", ({ params }) => Leads.get(params.id));

/** "leads.delete": `delete` is a reserved word, so the handler is a const of another name exported as `delete`. */
const remove = /* @__PURE__ */ route(leadsRoutes, "leads.delete", ({ params, auth }) => Leads.remove(params.id, auth));
export { remove as delete };

/** One board drag (ADR 0135): status from the column, order edited on the server. */
export const move = /* @__PURE__ */ route(leadsRoutes, "leads.move", ({ params, body, auth }) => Leads.move(params.id, body, auth));

/** Presigned PUT for a pdf (415 otherwise, 413 above the size limit); the record is then saved with POST /leads. */
export const uploadDocument = /* @__PURE__ */ route(leadsRoutes, "leads.uploadDocument", ({ params, body }) => Leads.presignDocument(params.id, body));

export const analytics = /* @__PURE__ */ route(leadsRoutes, "leads.analytics", () => Leads.analytics());

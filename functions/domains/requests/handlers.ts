import { requestsRoutes } from "../../../shared/api/routes/requests";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Requests from "./index";
import * as Matches from "./matches";

/**
 * The material requests routes' handlers, one export per route named after the part of its id after the dot
 * ("requests.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const list = /* @__PURE__ */ route(requestsRoutes, "requests.list", ({ query, auth }) => Requests.list(query, auth));

export const board = /* @__PURE__ */ route(requestsRoutes, "requests.board", ({ query, auth }) => Requests.board(query, auth));

export const create = /* @__PURE__ */ route(requestsRoutes, "requests.create", async ({ body, auth }) => new Reply(201, await Requests.create(body, auth)));

export const get = /* @__PURE__ */ route(requestsRoutes, "requests.get", ({ params, auth }) => Requests.get(params.id, auth));

export const update = /* @__PURE__ */ route(requestsRoutes, "requests.update", ({ params, body, auth }) => Requests.update(params.id, body, auth));

const remove = /* @__PURE__ */ route(requestsRoutes, "requests.delete", ({ params, auth }) => Requests.remove(params.id, auth));
export { remove as delete };

export const matches = /* @__PURE__ */ route(requestsRoutes, "requests.matches", ({ params, query, auth }) => Matches.list(params.id, query, auth));

export const updateMatch = /* @__PURE__ */ route(requestsRoutes, "requests.updateMatch", ({ params, body, auth }) => Matches.update(params.id, body, auth));

export const rematch = /* @__PURE__ */ route(requestsRoutes, "requests.rematch", ({ params, auth }) => Requests.rematch(params.id, auth));

export const ofCompany = /* @__PURE__ */ route(requestsRoutes, "requests.ofCompany", ({ params, query, auth }) => Requests.ofCompany(params.id, query, auth));

/** Presigned PUT for a PDF of the request (415 otherwise, 413 above the size limit). */
export const uploadDocument = /* @__PURE__ */ route(requestsRoutes, "requests.uploadDocument", ({ params, body, auth }) =>
  Requests.presignUpload(params.id, body, auth),
);

export const addDocument = /* @__PURE__ */ route(requestsRoutes, "requests.addDocument", ({ params, body, auth }) =>
  Requests.addDocument(params.id, body, auth),
);

export const removeDocument = /* @__PURE__ */ route(requestsRoutes, "requests.removeDocument", ({ params, auth }) =>
  Requests.removeDocument(params.id, params.fileId, auth),
);

import { companiesRoutes } from "../../../shared/api/routes/companies";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import { idempotencyKeyOf } from "../../lib/idempotency";
import * as Companies from "./index";

/**
 * The companies routes' handlers, one export per route named after the part of its id after the dot
 * ("companies.v2Get" → `v2Get`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const list = /* @__PURE__ */ route(companiesRoutes, "companies.list", ({ query, auth }) => Companies.list(query, auth));

export const create = /* @__PURE__ */ route(companiesRoutes, "companies.create", async ({ body, auth }) => new Reply(201, await Companies.create(body, auth)));

export const get = /* @__PURE__ */ route(companiesRoutes, "companies.get", ({ params, auth }) => Companies.get(params.id, auth));

export const update = /* @__PURE__ */ route(companiesRoutes, "companies.update", ({ params, body, auth }) => Companies.update(params.id, body, auth));

const remove = /* @__PURE__ */ route(companiesRoutes, "companies.delete", ({ params, auth }) => Companies.remove(params.id, auth));
export { remove as delete };

export const v2List = /* @__PURE__ */ route(companiesRoutes, "companies.v2List", ({ query, auth }) => Companies.list(query, auth));

export const v2Create = /* @__PURE__ */ route(
  companiesRoutes,
  "companies.v2Create",
  async ({ body, auth }) => new Reply(201, await Companies.v2Create(body, auth)),
);

export const v2Get = /* @__PURE__ */ route(companiesRoutes, "companies.v2Get", ({ params, auth }) => Companies.v2Get(params.id, auth));

export const v2Update = /* @__PURE__ */ route(companiesRoutes, "companies.v2Update", ({ params, body, auth }) => Companies.v2Update(params.id, body, auth));

export const users = /* @__PURE__ */ route(companiesRoutes, "companies.users", ({ params, auth }) => Companies.users(params.id, auth));

export const uploadDocument = /* @__PURE__ */ route(companiesRoutes, "companies.uploadDocument", ({ params, body, auth }) =>
  Companies.presignDocument(params.id, body, auth),
);

export const materials = /* @__PURE__ */ route(companiesRoutes, "companies.materials", ({ params, query, auth }) =>
  Companies.materials(params.id, query, auth),
);

export const duplicates = /* @__PURE__ */ route(companiesRoutes, "companies.duplicates", ({ query }) => Companies.duplicates(query));

/** The Idempotency-Key names the batch: its re-runs keep contacts staff deleted after it began (ADR 0175). */
const importHandler = /* @__PURE__ */ route(companiesRoutes, "companies.import", ({ body, auth, event }) =>
  Companies.importRows(body.rows, auth, idempotencyKeyOf(event.headers)),
);
export { importHandler as import };

const exportHandler = /* @__PURE__ */ route(
  companiesRoutes,
  "companies.export",
  async ({ query }) => new Reply(200, await Companies.exportCsv(query), Companies.COMPANIES_CSV_HEADERS),
);
export { exportHandler as export };

export const action = /* @__PURE__ */ route(companiesRoutes, "companies.action", ({ params, body, auth }) =>
  Companies.companyAction(params.id, body, auth.userId),
);

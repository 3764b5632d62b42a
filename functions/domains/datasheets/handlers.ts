import { datasheetsRoutes } from "../../../shared/api/routes/datasheets";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Datasheets from "./index";

/**
 * The datasheets routes' handlers, one export per route named after the part of its id after the dot
 * ("datasheets.extract" → `extract`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const material = /* @__PURE__ */ route(datasheetsRoutes, "datasheets.material", ({ params, auth }) => Datasheets.materialUrl(params.id, auth));

export const catalog = /* @__PURE__ */ route(datasheetsRoutes, "datasheets.catalog", ({ params }) => Datasheets.catalogUrl(params.id));

export const extract = /* @__PURE__ */ route(
  datasheetsRoutes,
  "datasheets.extract",
  async ({ params, auth, body }) => new Reply(201, await Datasheets.extract(params.id, body, auth)),
);

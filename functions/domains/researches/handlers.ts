import { researchesRoutes } from "../../../shared/api/routes/researches";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Researches from "./index";

/**
 * The researches routes' handlers, one export per route named after the part of its id after the dot. Each
 * route's Lambda entry is generated from this map at build time (infra/route-entries.ts); each call is marked
 * pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const list = /* @__PURE__ */ route(researchesRoutes, "researches.list", ({ params, query }) => Researches.list(params.id, query));

export const create = /* @__PURE__ */ route(
  researchesRoutes,
  "researches.create",
  async ({ params, body, auth }) => new Reply(201, await Researches.create(params.id, body, auth)),
);

export const update = /* @__PURE__ */ route(researchesRoutes, "researches.update", ({ params, body }) => Researches.update(params.id, body));

export const get = /* @__PURE__ */ route(researchesRoutes, "researches.get", ({ params }) => Researches.get(params.id, params.researchId));

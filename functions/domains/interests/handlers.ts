import { interestsRoutes } from "../../../shared/api/routes/interests";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Interests from "./index";

/**
 * The interests routes' handlers, one export per route named after the part of its id after the dot. Each
 * route's Lambda entry is generated from this map at build time (infra/route-entries.ts); each call is marked
 * pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const create = /* @__PURE__ */ route(
  interestsRoutes,
  "interests.create",
  async ({ body, event }) => new Reply(201, await Interests.create(body, event)),
);

export const list = /* @__PURE__ */ route(interestsRoutes, "interests.list", ({ query }) => Interests.list(query));

export const toLead = /* @__PURE__ */ route(interestsRoutes, "interests.toLead", ({ params, auth }) => Interests.toLead(params.id, auth));

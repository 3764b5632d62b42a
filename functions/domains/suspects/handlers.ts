import { suspectsRoutes } from "../../../shared/api/routes/suspects";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Suspects from "./index";

/**
 * The suspects routes' handlers, one export per route named after the part of its id after the dot. Each
 * route's Lambda entry is generated from this map at build time (infra/route-entries.ts); each call is marked
 * pure, so a Lambda's bundle leaves out the other route's handler.
 */
export const list = /* @__PURE__ */ route(suspectsRoutes, "suspects.list", ({ query }) => Suspects.list(query));

export const create = /* @__PURE__ */ route(suspectsRoutes, "suspects.create", async ({ body, auth }) => new Reply(201, await Suspects.create(body, auth)));

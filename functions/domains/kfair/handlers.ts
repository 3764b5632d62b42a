import { kfairRoutes } from "../../../shared/api/routes/kfair";
import { route } from "../route";
import * as KFair from "./index";

/**
 * The kfair routes' handlers, one export per route named after the part of its id after the dot
 * ("kfair.get" → `get`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure so a Lambda's bundle leaves out the other routes' handlers.
 */
export const get = /* @__PURE__ */ route(kfairRoutes, "kfair.get", ({ params }) => KFair.get(params.id));

export const messages = /* @__PURE__ */ route(kfairRoutes, "kfair.messages", ({ params }) => KFair.messages(params.id));

export const actions = /* @__PURE__ */ route(kfairRoutes, "kfair.actions", ({ params }) => KFair.actions(params.id));

export const decide = /* @__PURE__ */ route(kfairRoutes, "kfair.decide", ({ params, body, auth }) => KFair.decide(params.id, body, auth));

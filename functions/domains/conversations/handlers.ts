import { conversationsRoutes } from "../../../shared/api/routes/conversations";
import { route } from "../route";
import * as Conversations from "./index";

/**
 * The conversations routes' handlers, one export per route named after the part of its id after the dot.
 * Each route's Lambda entry is generated from this map at build time (infra/route-entries.ts); each call is
 * marked pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const post = /* @__PURE__ */ route(conversationsRoutes, "conversations.post", ({ body, query, event }) =>
  Conversations.postPublic(body, query.type, event),
);

export const postV4 = /* @__PURE__ */ route(conversationsRoutes, "conversations.postV4", ({ body, query, event }) =>
  Conversations.postPublicV4(body, query.type, event),
);

export const get = /* @__PURE__ */ route(conversationsRoutes, "conversations.get", ({ params }) => Conversations.getPublic(params.id));

export const getV4 = /* @__PURE__ */ route(conversationsRoutes, "conversations.getV4", ({ params }) => Conversations.getPublicV4(params.id));

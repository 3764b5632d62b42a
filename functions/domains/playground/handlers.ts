import { playgroundRoutes } from "../../../shared/api/routes/playground";
import { route } from "../route";
import * as Playground from "./index";

/** The playground routes' handlers, one export per route named after the part of its id after the dot. */

export const get = /* @__PURE__ */ route(playgroundRoutes, "playground.get", ({ params }) => Playground.get(params.id));

export const post = /* @__PURE__ */ route(playgroundRoutes, "playground.post", ({ body, auth }) => Playground.post(body, auth.userId));

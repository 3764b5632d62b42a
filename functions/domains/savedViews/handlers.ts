import { savedViewsRoutes } from "../../../shared/api/routes/savedViews";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as SavedViews from "./index";

/** The saved views routes' handlers (one export per route, each marked pure: test/unit/route-table.test.ts). */
export const list = /* @__PURE__ */ route(savedViewsRoutes, "savedViews.list", ({ query, auth }) => SavedViews.list(query.screen, auth));

export const create = /* @__PURE__ */ route(
  savedViewsRoutes,
  "savedViews.create",
  async ({ body, auth }) => new Reply(201, await SavedViews.create(body, auth)),
);

const remove = /* @__PURE__ */ route(savedViewsRoutes, "savedViews.delete", async ({ params, auth }) => {
  await SavedViews.remove(params.id, auth);
  return new Reply(204, undefined);
});
export { remove as delete };

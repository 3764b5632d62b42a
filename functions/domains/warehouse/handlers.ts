import { warehouseRoutes } from "../../../shared/api/routes/warehouse";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Warehouse from "./index";

/**
 * The warehouse routes' handlers, one export per route named after the part of its id after the dot
 * ("warehouse.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const list = /* @__PURE__ */ route(warehouseRoutes, "warehouse.list", ({ query }) => Warehouse.list(query));

export const get = /* @__PURE__ */ route(warehouseRoutes, "warehouse.get", ({ params }) => Warehouse.get(params.id));

export const save = /* @__PURE__ */ route(warehouseRoutes, "warehouse.save", ({ body, auth }) => Warehouse.save(body, auth));

const remove = /* @__PURE__ */ route(warehouseRoutes, "warehouse.delete", async ({ params }) => {
  await Warehouse.remove(params.id);
  return new Reply(204, undefined);
});
export { remove as delete };

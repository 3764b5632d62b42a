import { searchRoutes } from "../../../shared/api/routes/search";
import { route } from "../route";
import * as Search from "./index";

/** The search route's handler (one export per route, marked pure: test/unit/route-table.test.ts). */
export const find = /* @__PURE__ */ route(searchRoutes, "search.find", ({ query, auth }) => Search.find(query.q, auth));

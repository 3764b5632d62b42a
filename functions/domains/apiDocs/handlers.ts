import { apiDocsRoutes } from "../../../shared/api/routes/apiDocs";
import { route } from "../route";
import * as ApiDocs from "./index";

/** The apiDocs routes' handlers, one export per route named after the part of its id after the dot. */

export const openapi = /* @__PURE__ */ route(apiDocsRoutes, "apiDocs.openapi", async () => ApiDocs.openApiDocument());

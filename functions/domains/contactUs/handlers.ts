import { contactUsRoutes } from "../../../shared/api/routes/contactUs";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as ContactUs from "./index";

/**
 * The contactUs route's handler, named after the part of its id after the dot. Its Lambda entry is generated
 * from this map at build time (infra/route-entries.ts); the call is marked pure, like every handler map's.
 */
export const submit = /* @__PURE__ */ route(
  contactUsRoutes,
  "contactUs.submit",
  async ({ body, event }) => new Reply(201, await ContactUs.submit(body, event)),
);

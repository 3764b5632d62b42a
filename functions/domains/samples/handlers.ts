import { samplesRoutes } from "../../../shared/api/routes/samples";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Samples from "./index";

/**
 * The samples routes' handlers, one export per route named after the part of its id after the dot
 * ("samples.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts). Each call is marked pure, so a Lambda's bundle leaves out the other routes'
 * handlers (test/unit/route-table.test.ts requires the mark).
 */
export const list = /* @__PURE__ */ route(samplesRoutes, "samples.list", ({ query }) => Samples.list(query));

export const save = /* @__PURE__ */ route(samplesRoutes, "samples.save", async ({ body, auth }) => {
  const { sample, created } = await Samples.save(body, auth);
  return created ? new Reply(201, sample) : sample;
});

import { workflowRunsRoutes } from "../../../shared/api/routes/workflowRuns";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as WorkflowRuns from "./index";
import { retry } from "./retry";

/** The workflowRuns routes' handlers, one export per route named after the part of its id after the dot. */

export const list = /* @__PURE__ */ route(workflowRunsRoutes, "workflowRuns.list", ({ query }) =>
  WorkflowRuns.listRuns({ type: query.type, status: query.status }, query),
);

export const get = /* @__PURE__ */ route(workflowRunsRoutes, "workflowRuns.get", ({ params }) => WorkflowRuns.get(params.id));

export const start = /* @__PURE__ */ route(workflowRunsRoutes, "workflowRuns.start", async ({ body, auth }) => new Reply(201, await retry(body.retryOf, auth)));

import { tasksRoutes } from "../../../shared/api/routes/tasks";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Tasks from "./index";

/**
 * The tasks routes' handlers, one export per route named after the part of its id after the dot
 * ("tasks.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other handlers.
 */
export const list = /* @__PURE__ */ route(tasksRoutes, "tasks.list", ({ query }) => Tasks.list(query));

export const save = /* @__PURE__ */ route(tasksRoutes, "tasks.save", async ({ body, auth }) => {
  const { task, created } = await Tasks.save(body, auth);
  return created ? new Reply(201, task) : task;
});

/** "tasks.delete": `delete` is a reserved word, so the handler is a const of another name exported as `delete`. */
const remove = /* @__PURE__ */ route(tasksRoutes, "tasks.delete", ({ body, auth }) => Tasks.remove(body, auth));
export { remove as delete };

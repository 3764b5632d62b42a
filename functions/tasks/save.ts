import { tasksRoutes } from "../../shared/api/routes/tasks";
import * as Tasks from "../core/tasks";
import { Reply, route } from "../lib/handler";

export const handler = route(tasksRoutes, "tasks.save", async ({ body, auth }) => {
  const { task, created } = await Tasks.save(body, auth);
  return created ? new Reply(201, task) : task;
});

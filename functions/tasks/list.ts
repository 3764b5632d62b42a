import { tasksRoutes } from "../../shared/api/routes/tasks";
import * as Tasks from "../core/tasks";
import { route } from "../lib/handler";

export const handler = route(tasksRoutes, "tasks.list", ({ query }) => Tasks.list(query));

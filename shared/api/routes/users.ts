import { defineRoutes } from "../contract";

/** The staff directory (super admins) for assignee pickers. */
export const usersRoutes = defineRoutes({
  "users.list": { method: "GET", path: "/users", access: "admin", needs: { table: "read", cognito: ["ListUsersInGroup"] } },
});

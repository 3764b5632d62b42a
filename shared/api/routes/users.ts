import { defineRoutes } from "../contract";

/** The staff directory (super admins) for assignee pickers. */
export const usersRoutes = defineRoutes({
  "users.list": { method: "GET", path: "/users", access: "admin", needs: { table: "read", cognito: ["ListUsersInGroup"] } },
});

import type { Page } from "../../schemas/common";
import type { StaffUser } from "../../schemas/contact";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface UsersResponses {
  "users.list": Page<StaffUser>;
}

import { usersRoutes } from "../../shared/api/routes/users";
import * as Users from "../core/users";
import { route } from "../lib/handler";

/** GET /users: the platform's staff (super admins). */
export const handler = route(usersRoutes, "users.list", () => Users.listStaff());

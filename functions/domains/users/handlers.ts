import { usersRoutes } from "../../../shared/api/routes/users";
import { route } from "../route";
import * as Users from "./index";

/** The users routes' handlers, one export per route named after the part of its id after the dot. */

/** GET /users: the platform's staff (super admins). */
export const list = /* @__PURE__ */ route(usersRoutes, "users.list", () => Users.listStaff());

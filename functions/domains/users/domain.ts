import { usersRoutes } from "../../../shared/api/routes/users";
import { defineDomain } from "../define";

/** The staff directory: deployed with the core routes. */
export const usersDomain = defineDomain({ routes: usersRoutes, area: "core" });

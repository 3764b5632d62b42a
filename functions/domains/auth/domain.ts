import { authRoutes } from "../../../shared/api/routes/auth";
import { defineDomain } from "../define";

/** Sign-in, sessions, sign-up and the password change: public routes (and one for users), deployed with the core API. */
export const authDomain = defineDomain({ routes: authRoutes, area: "core" });

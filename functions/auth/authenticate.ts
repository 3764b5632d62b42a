import { authRoutes } from "../../shared/api/routes/auth";
import { passwordLogin } from "../lib/cognito";
import { route } from "../lib/handler";

export const handler = route(authRoutes, "auth.authenticate", ({ body }) => passwordLogin(body.email, body.password));

import { coreRoutes } from "../../shared/api/routes-core";
import { passwordLogin } from "../lib/cognito";
import { route } from "../lib/handler";

export const handler = route(coreRoutes, "auth.authenticate", ({ body }) => passwordLogin(body.email, body.password));

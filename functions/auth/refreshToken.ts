import { coreRoutes } from "../../shared/api/routes-core";
import { refreshSession } from "../lib/cognito";
import { route } from "../lib/handler";

export const handler = route(coreRoutes, "auth.refreshToken", ({ body }) => refreshSession(body.refreshToken, body.userId));

import { authRoutes } from "../../shared/api/routes/auth";
import { refreshSession } from "../lib/cognito";
import { route } from "../lib/handler";

export const handler = route(authRoutes, "auth.refreshToken", ({ body }) => refreshSession(body.refreshToken, body.userId));

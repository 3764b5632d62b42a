import { authRoutes } from "../../shared/api/routes/auth";
import { route } from "../lib/handler";
import { refresh } from "../lib/sessions";

export const handler = route(authRoutes, "auth.refreshToken", ({ body }) => refresh(body.refreshToken, body.userId));

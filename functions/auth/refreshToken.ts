import { refreshSession } from "../lib/cognito";
import { route } from "../lib/handler";

export const handler = route("auth.refreshToken", ({ body }) => refreshSession(body.refreshToken, body.userId));

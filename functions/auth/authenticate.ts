import { passwordLogin } from "../lib/cognito";
import { route } from "../lib/handler";

export const handler = route("auth.authenticate", ({ body }) => passwordLogin(body.email, body.password));

import { authRoutes } from "../../shared/api/routes/auth";
import { checkPassword, setPassword } from "../lib/cognito";
import { badRequest, unauthorized } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(authRoutes, "auth.updatePassword", async ({ body, auth }) => {
  if (!auth.email) throw unauthorized();
  if (!(await checkPassword(auth.email, body.oldPassword)))
    throw badRequest("Validation failed", [{ path: "body.oldPassword", message: "Current password is incorrect" }]);
  await setPassword(auth.email, body.newPassword);
  return { ok: true };
});

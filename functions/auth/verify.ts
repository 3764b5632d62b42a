import { authRoutes } from "../../shared/api/routes/auth";
import * as Signup from "../core/signup";
import { route } from "../lib/handler";
import { sessionReply } from "../lib/session-reply";

/** Step two of sign-up (ADR 0159): the mailed code makes the account; answers its session like a sign-in. */
export const handler = route(authRoutes, "auth.verify", async ({ body }) => sessionReply(await Signup.verify(body)));

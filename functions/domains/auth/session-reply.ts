import type { LoginResult } from "../../../shared/schemas/auth";
import { Reply } from "../../lib/handler";
import { refreshCookie } from "./session-cookie";
import { REFRESH_LIFETIME } from "./sessions";

/**
 * A new session's answer: the spec's sign-in fields (refreshToken included) and the refresh
 * cookie the browser keeps it in (ADR 0158).
 */
export const sessionReply = (session: LoginResult) => new Reply(200, session, {}, [refreshCookie(session.refreshToken, REFRESH_LIFETIME)]);

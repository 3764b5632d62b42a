import { routeStack } from "../lib/handler";
import { callerOf } from "./auth/caller";

/**
 * The handler stack every route is built with (`route(group, id, fn)`, functions/lib/handler.ts), with the
 * caller resolved by the auth domain: the login's own record decides the company and whether the token still
 * counts. Handlers import `route` from here, so functions/lib reaches no table code.
 */
export const route = routeStack({ callerOf });

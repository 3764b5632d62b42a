import { conversationsRoutes } from "../../../shared/api/routes/conversations";
import { defineDomain } from "../define";

/** Visitors' conversations with the material assistant: public routes, deployed with the intelligence area. */
export const conversationsDomain = defineDomain({ routes: conversationsRoutes, area: "intelligence" });

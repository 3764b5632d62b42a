import { emailMessagesRoutes } from "../../../shared/api/routes/emailMessages";
import { defineDomain } from "../define";

/** A company's e-mail (staff only): deployed with the intelligence routes. */
export const emailMessagesDomain = defineDomain({ routes: emailMessagesRoutes, area: "intelligence" });

import { emailsRoutes } from "../../../shared/api/routes/emails";
import { defineDomain } from "../define";

/** The public opened pixel of company e-mail: deployed with the intelligence routes. */
export const emailsDomain = defineDomain({ routes: emailsRoutes, area: "intelligence" });

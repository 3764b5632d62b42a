import { contactUsRoutes } from "../../../shared/api/routes/contactUs";
import { defineDomain } from "../define";

/** The public contact page's request and its shortlist run: a public route, deployed with the core area. */
export const contactUsDomain = defineDomain({ routes: contactUsRoutes, area: "core" });

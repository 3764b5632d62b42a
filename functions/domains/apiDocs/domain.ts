import { apiDocsRoutes } from "../../../shared/api/routes/apiDocs";
import { defineDomain } from "../define";

/** The API's OpenAPI document: a public route, deployed with the core routes. */
export const apiDocsDomain = defineDomain({ routes: apiDocsRoutes, area: "core" });

import { interestsRoutes } from "../../../shared/api/routes/interests";
import { defineDomain } from "../define";

/** Interests: the public "I'm interested" and the staff list, deployed with the core area. */
export const interestsDomain = defineDomain({ routes: interestsRoutes, area: "core" });

import { playgroundRoutes } from "../../../shared/api/routes/playground";
import { defineDomain } from "../define";

/** Staff try the material assistant: deployed with the intelligence routes. */
export const playgroundDomain = defineDomain({ routes: playgroundRoutes, area: "intelligence" });

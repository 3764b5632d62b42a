import { liveRoutes } from "../../../shared/api/routes/live";
import { defineDomain } from "../define";

/** The realtime channel's ticket route (under /platform/), deployed with the core routes. */
export const liveDomain = defineDomain({ routes: liveRoutes, area: "core" });

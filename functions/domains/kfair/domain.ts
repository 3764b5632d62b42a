import { kfairRoutes } from "../../../shared/api/routes/kfair";
import { defineDomain } from "../define";

/** A kFair run's drafted messages and pending actions (/k-fair/workflows, staff only): deployed with the intelligence routes. */
export const kfairDomain = defineDomain({ routes: kfairRoutes, area: "intelligence" });

import { materialsRoutes } from "../../../shared/api/routes/materials";
import { defineDomain } from "../define";

/** Products (materials) and their uploads: deployed with the marketplace. */
export const materialsDomain = defineDomain({ routes: materialsRoutes, area: "market" });

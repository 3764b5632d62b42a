import { datasheetsRoutes } from "../../../shared/api/routes/datasheets";
import { defineDomain } from "../define";

/** Datasheet PDFs and material-from-datasheet: deployed with the marketplace. */
export const datasheetsDomain = defineDomain({ routes: datasheetsRoutes, area: "market" });

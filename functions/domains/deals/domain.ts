import { dealsRoutes } from "../../../shared/api/routes/deals";
import { defineDomain } from "../define";

/** Deals and their contracts: staff-only routes (the contract PDF by signed link), deployed with the CRM. */
export const dealsDomain = defineDomain({ routes: dealsRoutes, area: "crm" });

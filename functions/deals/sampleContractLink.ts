import { dealsRoutes } from "../../shared/api/routes/deals";
import { SAMPLE_DEAL_ID, signContractLink } from "../core/deals/contract-link";
import { route } from "../lib/handler";

/** The /contract preview's link to the built-in sample contract (no deal, no table). */
export const handler = route(dealsRoutes, "deals.sampleContractLink", async () => signContractLink(SAMPLE_DEAL_ID));

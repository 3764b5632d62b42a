import { alertsForMaterial, alertsForRequest } from "../../functions/domains/notifications";
import { listCompanyMaterialIds } from "../../functions/domains/materials";
import { listCompanyRequestIds } from "../../functions/domains/requests";
import { SEEDED_COMPANY } from "./demo-companies";

/**
 * The demo's match alerts: the seeded buyer's requests tell the sellers of their real matches, and the seeded
 * seller's first materials tell the requests they match, through the same fan-out the workflows run. The claims
 * make a second seed tell nobody again.
 */
export async function seedNotifications() {
  for (const id of await listCompanyRequestIds(SEEDED_COMPANY.demoPackaging)) await alertsForRequest(id);
  for (const id of (await listCompanyMaterialIds(SEEDED_COMPANY.demoRecycling)).slice(0, 3)) await alertsForMaterial(id);
}

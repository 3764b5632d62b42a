import { listPublicMaterials } from "../db/queries/materials";
import { route } from "../lib/handler";

/** The public catalog (no sign-in): listed materials only, without internal fields. */
export const handler = route("catalog.list", async ({ query }) => listPublicMaterials(query));

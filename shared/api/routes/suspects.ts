import { SuspectInput, SuspectListQuery } from "../../schemas/suspect";
import { defineRoutes } from "../contract";

/** Company suspects. Creating one matches or creates its company and starts its research. Staff only. */
export const suspectsRoutes = defineRoutes({
  "suspects.list": { method: "GET", path: "/suspects", access: "admin", query: SuspectListQuery, needs: { table: "read" } },
  "suspects.create": { method: "PUT", path: "/suspects", access: "admin", body: SuspectInput, needs: { table: "write", stateMachines: ["companyResearch"] } },
});

import type { Page } from "../../schemas/common";
import type { Suspect } from "../../schemas/suspect";

export interface SuspectsResponses {
  "suspects.list": Page<Suspect>;
  "suspects.create": Suspect;
}

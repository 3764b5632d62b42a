import { pageQuery } from "../../schemas/common";
import { ResearchCreate, ResearchFeedback } from "../../schemas/research";
import { defineRoutes } from "../contract";

/** Company research (answers under `data`). Staff only. */
export const researchesRoutes = defineRoutes({
  "researches.list": { method: "GET", path: "/v2/companies/{id}/researches", access: "admin", query: pageQuery, needs: { table: "read" } },
  "researches.create": {
    method: "PUT",
    path: "/v2/companies/{id}/researches",
    access: "admin",
    body: ResearchCreate,
    needs: { table: "write", stateMachines: ["companyResearch"] },
  },
  "researches.update": { method: "POST", path: "/v2/companies/{id}/researches", access: "admin", body: ResearchFeedback, needs: { table: "write" } },
  /** Beyond the spec's paths: one research, for /companies/{id}/researches/{researchId} (polled while it runs). */
  "researches.get": { method: "GET", path: "/v2/companies/{id}/researches/{researchId}", access: "admin", needs: { table: "read" } },
});

import type { Research } from "../../schemas/research";

export interface ResearchesResponses {
  "researches.list": { data: Research[]; cursor: string | null };
  "researches.create": { data: Research };
  "researches.update": { data: Research };
  "researches.get": { data: Research };
}

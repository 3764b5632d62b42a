import { MatchListQuery, MatchUpdate, MaterialRequestInput, MaterialRequestListQuery, MaterialRequestUpdate } from "../../schemas/material-request";
import { defineRoutes } from "../contract";

/**
 * Material requests and their matches (marketplace.md §7 Material requests and matches). Ordinary users
 * reach only their own company's requests (another id answers 404); detail, edit, status and matches are
 * staff work (the handlers check, as some are "user" routes for the owner's read/delete).
 */
export const requestsRoutes = defineRoutes({
  "requests.list": { method: "GET", path: "/material-requests", access: "user", query: MaterialRequestListQuery, needs: { table: "read" } },
  "requests.create": { method: "POST", path: "/material-requests", access: "user", body: MaterialRequestInput, needs: { table: "write", stateMachines: ["matchRequest"] } },
  "requests.get": { method: "GET", path: "/material-requests/{id}", access: "user", needs: { table: "read" } },
  "requests.update": { method: "POST", path: "/material-requests/{id}", access: "user", body: MaterialRequestUpdate, needs: { table: "write", stateMachines: ["matchRequest"] } },
  "requests.delete": { method: "DELETE", path: "/material-requests/{id}", access: "user", needs: { table: "write" } },
  "requests.matches": { method: "GET", path: "/material-requests/{id}/matches", access: "admin", query: MatchListQuery, needs: { table: "read" } },
  "requests.updateMatch": { method: "POST", path: "/material-requests/{id}/matches", access: "admin", body: MatchUpdate, needs: { table: "write" } },
  /** Beyond the spec's paths: re-run the matching on demand (issue 9). */
  "requests.rematch": { method: "POST", path: "/material-requests/{id}/matching", access: "admin", needs: { table: "write" } },
  "requests.ofCompany": { method: "GET", path: "/companies/{id}/material-requests", access: "user", query: MaterialRequestListQuery, needs: { table: "read" } },
});

import type { Page } from "../../schemas/common";
import type { MatchList, MaterialMatch, MaterialRequestAnswer } from "../../schemas/material-request";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface RequestsResponses {
  "requests.list": Page<MaterialRequestAnswer>;
  "requests.create": MaterialRequestAnswer;
  "requests.get": MaterialRequestAnswer;
  "requests.update": MaterialRequestAnswer;
  "requests.delete": { id: string };
  "requests.matches": MatchList;
  "requests.updateMatch": MaterialMatch;
  "requests.rematch": MaterialRequestAnswer;
  "requests.ofCompany": Page<MaterialRequestAnswer>;
}

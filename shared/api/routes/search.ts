import { SearchQuery, type SearchAnswer } from "../../schemas/search";
import { defineRoutes } from "../contract";

/** One search over companies, contacts, materials, requests, leads and deals (the command palette). */
export const searchRoutes = defineRoutes({
  "search.find": { method: "GET", path: "/search", access: "user", query: SearchQuery, needs: { table: "read" } },
});

/** What each route answers (shared/api/responses.ts). */
export interface SearchResponses {
  "search.find": SearchAnswer;
}

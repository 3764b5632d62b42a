import { SavedViewInput, SavedViewListQuery, type SavedView } from "../../schemas/saved-view";
import { defineRoutes } from "../contract";

/** A user's named list filters, their own only. */
export const savedViewsRoutes = defineRoutes({
  "savedViews.list": { method: "GET", path: "/saved-views", access: "user", query: SavedViewListQuery, needs: { table: "read" } },
  "savedViews.create": { method: "POST", path: "/saved-views", access: "user", body: SavedViewInput, needs: { table: "write" } },
  "savedViews.delete": { method: "DELETE", path: "/saved-views/{id}", access: "user", needs: { table: "write" } },
});

/** What each route answers (shared/api/responses.ts). */
export interface SavedViewsResponses {
  "savedViews.list": { items: SavedView[] };
  "savedViews.create": SavedView;
  "savedViews.delete": null;
}

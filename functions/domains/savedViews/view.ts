import type { SavedView } from "../../../shared/schemas/saved-view";
import type { StoredSavedView } from "./queries";

/** The one place a saved view answer is shaped (the owner is not answered: it is always the caller). */
export const savedViewView = (v: StoredSavedView): SavedView => ({
  id: v.id,
  name: v.name,
  screen: v.screen,
  query: v.query,
  createdDate: v.createdDate,
  createdBy: v.createdBy,
  updatedDate: v.updatedDate,
  updatedBy: v.updatedBy,
  version: v.version,
});

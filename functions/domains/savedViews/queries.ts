import type { SavedViewScreen } from "../../../shared/schemas/saved-view";
import { goIfFits } from "../../db/item-size";
import { db } from "../../db/service";
import type { SavedViewItem } from "./entity";

/** Saved views: by id, and one user's (one bounded Query of the byUser index), never a Scan. */

export type StoredSavedView = SavedViewItem;

export async function getSavedView(id: string): Promise<StoredSavedView | null> {
  const { data } = await db().savedView.get({ id }).go();
  return data;
}

export async function createSavedView(record: StoredSavedView): Promise<StoredSavedView> {
  const { data } = await goIfFits(db().savedView.create(record));
  return data;
}

export async function deleteSavedView(id: string): Promise<void> {
  await db().savedView.delete({ id }).go();
}

/** A user's views (of one screen when given), by screen and creation, at most `limit`. */
export async function listUserViews(userId: string, screen: SavedViewScreen | undefined, limit: number): Promise<StoredSavedView[]> {
  const q = db().savedView.query.byUser({ userId });
  const { data } = await (screen ? q.begins({ screen }) : q).go({ limit });
  return data;
}

import type { output } from "zod/v4/core";
import { MAX_SAVED_VIEWS, type SavedView, type SavedViewInput, type SavedViewScreen } from "../../../shared/schemas/saved-view";
import { createdBy } from "../../db/audit";
import type { AuthContext } from "../../lib/auth";
import { HttpError, notFound } from "../../lib/errors";
import { earlierRecord, newId } from "../../lib/ids";
import { createSavedView, deleteSavedView, getSavedView, listUserViews, type StoredSavedView } from "./queries";
import { savedViewView } from "./view";

/**
 * The saved views service: a user's named list filters. Every view is its creator's alone: another user's id
 * answers 404 like an unknown one. A create under an Idempotency-Key answers the view an earlier attempt stored.
 */

/** The caller's view, or 404 (unknown and another user's alike). */
async function loadOwn(id: string, auth: AuthContext): Promise<StoredSavedView> {
  const view = await getSavedView(id);
  if (!view || view.userId !== auth.userId) throw notFound("Saved view");
  return view;
}

export async function list(screen: SavedViewScreen | undefined, auth: AuthContext): Promise<{ items: SavedView[] }> {
  const views = await listUserViews(auth.userId, screen, MAX_SAVED_VIEWS);
  return { items: views.map(savedViewView) };
}

export async function create(body: output<typeof SavedViewInput>, auth: AuthContext): Promise<SavedView> {
  const id = newId("savedView");
  const earlier = await earlierRecord(id, getSavedView, auth.userId);
  if (earlier) return savedViewView(earlier);
  // One Query bounded by the cap: a user at the cap deletes a view before saving another.
  if ((await listUserViews(auth.userId, undefined, MAX_SAVED_VIEWS)).length >= MAX_SAVED_VIEWS)
    throw new HttpError(409, `At most ${MAX_SAVED_VIEWS} saved views`, [{ path: "body.name", message: `At most ${MAX_SAVED_VIEWS} saved views` }]);
  const record = { ...body, id, userId: auth.userId, ...createdBy(auth.userId) } as StoredSavedView;
  return savedViewView(await createSavedView(record));
}

export async function remove(id: string, auth: AuthContext): Promise<void> {
  await loadOwn(id, auth);
  await deleteSavedView(id);
}

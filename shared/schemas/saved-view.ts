import { nonEmptyLine, type Audited } from "./common";
import * as z from "./zod";

/** The list screens whose filters can be saved under a name. */
export const savedViewScreens = ["materials", "requests", "leads", "companies", "deals", "contacts"] as const;
export type SavedViewScreen = (typeof savedViewScreens)[number];

/** How many views one user may keep: far above use, and the bound of the one Query that lists them. */
export const MAX_SAVED_VIEWS = 100;
/** The URL query a view keeps (without "?"): a list screen's filters. */
export const MAX_VIEW_QUERY_LENGTH = 2000;

/** POST /saved-views. */
export const SavedViewInput = z.object({
  name: nonEmptyLine.check(z.maxLength(100)),
  screen: z.enum(savedViewScreens),
  query: z.string().check(
    z.maxLength(MAX_VIEW_QUERY_LENGTH),
    z.refine((q) => !q.startsWith("?"), "Must not start with ?"),
  ),
});
export type SavedViewInput = z.input<typeof SavedViewInput>;

/** GET /saved-views?screen=: the caller's views, of one screen or all. */
export const SavedViewListQuery = z.object({
  screen: z.optional(z.enum(savedViewScreens)),
});

export interface SavedView extends Audited {
  id: string;
  name: string;
  screen: SavedViewScreen;
  query: string;
}

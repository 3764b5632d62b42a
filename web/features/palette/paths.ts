import type { SavedViewScreen } from "../../../shared/schemas/saved-view";
import type { SearchKind } from "../../../shared/schemas/search";

/** The screen a found record opens. */
export const recordPath = (kind: SearchKind, id: string): string =>
  ({
    company: `/companies/${id}`,
    contact: `/contacts/${id}`,
    material: `/materials/${id}`,
    request: `/material-requests/${id}`,
    lead: `/leads/${id}`,
    deal: `/deals/${id}`,
  })[kind];

/** The list screen a saved view belongs to. */
export const screenPath: Record<SavedViewScreen, string> = {
  materials: "/materials",
  requests: "/material-requests",
  leads: "/leads",
  companies: "/companies",
  deals: "/deals",
  contacts: "/contacts",
};

/** A saved view's address: its screen with the filters it keeps. */
export const viewPath = (screen: SavedViewScreen, query: string) => (query ? `${screenPath[screen]}?${query}` : screenPath[screen]);

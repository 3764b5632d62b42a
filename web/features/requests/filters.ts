import { materialTypes } from "../../../shared/schemas/material-enums";
import type { RequestStatus } from "../../../shared/schemas/material-request";
import { REQUEST_STATUSES as requestStatuses, REQUEST_TYPES as requestTypes, type RequestType } from "./enums";

/**
 * The requests list's state in the query string: status (absent =
 * 'all'), q, and the admin filter dialog's type, materialTypes, assignee and companyId; view=board switches to
 * the board. Pure, so the page and its tests share it; the cursor trail is kept apart (web/lib/useCursorTrail).
 */
export const VIEWS = ["list", "board"] as const;
export type View = (typeof VIEWS)[number];

export interface RequestFilters {
  status?: RequestStatus;
  q?: string;
  type?: RequestType;
  materialTypes: string[];
  assignee?: string;
  companyId?: string;
  view: View;
}

const splitList = (v: string | null) =>
  v
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const oneOf = <T extends string>(values: readonly T[], v: string | null | undefined): T | undefined =>
  (values as readonly string[]).includes(v ?? "") ? (v as T) : undefined;

/** The filters of a URL; values the list cannot filter by (an old bookmark, a typo) are dropped, not sent as a 400. */
export function parseRequestFilters(params: URLSearchParams): RequestFilters {
  const text = (k: string, max = 200) => params.get(k)?.trim().slice(0, max) || undefined;
  return {
    status: oneOf(requestStatuses, params.get("status")),
    q: text("q"),
    type: oneOf(requestTypes, params.get("type")),
    materialTypes: [...new Set(splitList(params.get("materialTypes")).filter((v) => (materialTypes as readonly string[]).includes(v)))].slice(0, 20),
    assignee: text("assignee", 100),
    companyId: text("companyId", 100),
    view: oneOf(VIEWS, params.get("view")) ?? "list",
  };
}

/** What GET /material-requests is asked: the filters without the view (the board asks per column itself). */
export function requestQuery(f: RequestFilters, isSuperAdmin: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.q) out.q = f.q;
  if (f.status) out.status = f.status;
  // The filter dialog is staff work; an ordinary user's bookmark with these keys is ignored, not refused.
  if (isSuperAdmin) {
    if (f.type) out.type = f.type;
    if (f.materialTypes.length) out.materialTypes = f.materialTypes.join(",");
    if (f.assignee) out.assignee = f.assignee;
    if (f.companyId) out.companyId = f.companyId;
  }
  return out;
}

/** The filters as the URL's query string; 'list' is the default view and is left out. */
export function requestFiltersToParams(f: RequestFilters): Record<string, string> {
  const out = requestQuery(f, true);
  if (f.view !== "list") out.view = f.view;
  return out;
}

/** Whether anything narrows the list (then an empty page says 'No results', not 'no requests yet'). */
export const isFiltered = (f: RequestFilters, isSuperAdmin: boolean) => Object.keys(requestQuery(f, isSuperAdmin)).length > 0;

/** How many of the dialog's filters are set (the badge on its button). */
export const dialogFilterCount = (f: RequestFilters) => [f.type, f.materialTypes.length, f.assignee, f.companyId].filter(Boolean).length;

/** The dialog's Reset: its own filters cleared, search, status and view kept. */
export const withoutDialogFilters = (f: RequestFilters): RequestFilters => ({
  ...f,
  type: undefined,
  materialTypes: [],
  assignee: undefined,
  companyId: undefined,
});

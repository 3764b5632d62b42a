import { companyTypes } from "../../../shared/schemas/enums";

/**
 * The companies list's state in the query string under the spec's names (assignee, scope,
 * types, score; plus q, applications and sort). Lists are comma-separated. Pure, so the page and its tests
 * share it; the cursor trail is kept apart (web/lib/useCursorTrail.ts).
 */
export const SCOPES = ["buyer", "seller"] as const;
export const SORTS = ["name", "-name", "createdDate", "-createdDate", "updatedDate", "-updatedDate"] as const;
/** The API takes at most this many applications in one filter (shared CompanyListQuery). */
export const MAX_APPLICATIONS = 10;

export type Scope = (typeof SCOPES)[number];
export type CompanySort = (typeof SORTS)[number];
export interface CompanyFilters {
  q?: string;
  assignee?: string;
  scope?: Scope;
  types: string[];
  score: string[];
  applications: string[];
  sort?: CompanySort;
}

const splitList = (v: string | null) =>
  v
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const unique = (v: string[]) => [...new Set(v)];

/** The filters of a URL; values the list cannot filter by (an old bookmark, a typo) are dropped, not sent as a 400. */
export function parseCompanyFilters(params: URLSearchParams): CompanyFilters {
  const scope = params.get("scope");
  const sort = params.get("sort");
  const text = (k: string) => params.get(k)?.trim() || undefined;
  return {
    q: text("q")?.slice(0, 200),
    assignee: text("assignee"),
    scope: (SCOPES as readonly string[]).includes(scope ?? "") ? (scope as Scope) : undefined,
    types: unique(splitList(params.get("types")).filter((t) => (companyTypes as readonly string[]).includes(t))),
    score: unique(splitList(params.get("score")).filter((s) => /^[1-5]$/.test(s))).sort(),
    applications: unique(splitList(params.get("applications")).filter((a) => a.length <= 100)).slice(0, MAX_APPLICATIONS),
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as CompanySort) : undefined,
  };
}

/** The filters as query parameters, for the URL and for GET /companies and its CSV export alike; empty ones are left out. */
export function companyFiltersToQuery(f: CompanyFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.q) out.q = f.q;
  if (f.assignee) out.assignee = f.assignee;
  if (f.scope) out.scope = f.scope;
  if (f.types.length) out.types = f.types.join(",");
  if (f.score.length) out.score = f.score.join(",");
  if (f.applications.length) out.applications = f.applications.join(",");
  if (f.sort) out.sort = f.sort;
  return out;
}

/** Whether anything narrows the list (then an empty page says 'No results', not 'no companies yet'). */
export const isFiltered = (f: CompanyFilters) => !!(f.q || f.assignee || f.scope || f.types.length || f.score.length || f.applications.length);

/** How many of the Filter dialog's filters are set (the badge on its button). */
export const dialogFilterCount = (f: CompanyFilters) => (f.scope ? 1 : 0) + (f.types.length ? 1 : 0) + (f.score.length ? 1 : 0);

/** The dialog's Reset: its own filters cleared, the toolbar's (search, assignee, applications) and the sort kept. */
export const withoutDialogFilters = (f: CompanyFilters): CompanyFilters => ({ ...f, scope: undefined, types: [], score: [] });

export type SortField = "name" | "createdDate" | "updatedDate";

/** A click on a column header: first ascending (names) or newest first (dates), then the other way round. */
export function nextSort(current: CompanySort | undefined, field: SortField): CompanySort {
  if (current === field) return `-${field}` as CompanySort;
  if (current === `-${field}`) return field;
  return field === "name" ? "name" : (`-${field}` as CompanySort);
}

/** The direction a column is sorted in, for aria-sort. */
export function sortDirection(current: CompanySort | undefined, field: SortField): "ascending" | "descending" | "none" {
  if (current === field) return "ascending";
  if (current === `-${field}`) return "descending";
  return "none";
}

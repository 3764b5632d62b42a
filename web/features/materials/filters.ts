import { materialTypes, processingMethods, sources } from "../../../shared/schemas/material-enums";

/**
 * The admin list's filters live in the query string under the spec's names: lists are
 * comma-separated, booleans "true"/"false". Pure, so the page and its tests share it.
 */
export const LIST_FILTERS = ["types", "conditions", "countries", "source", "colors", "processingMethods", "score"] as const;
export const BOOL_FILTERS = ["companyVerified", "hasDocuments", "showInvalid"] as const;
export const TEXT_FILTERS = ["q", "assignee"] as const;
/** What the filter dialog edits (search, assignee and 'Only invalid' sit in the toolbar). */
export const DIALOG_FILTERS = [...LIST_FILTERS, "companyVerified", "hasDocuments"] as const;

export type ListFilter = (typeof LIST_FILTERS)[number];
export type BoolFilter = (typeof BOOL_FILTERS)[number];
export interface MaterialFilters {
  lists: Partial<Record<ListFilter, string[]>>;
  bools: Partial<Record<BoolFilter, boolean>>;
  q?: string;
  assignee?: string;
}

const splitList = (v: string | null) =>
  v
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

const oneOf = (values: readonly string[]) => (v: string) => values.includes(v);
const freeText = (v: string) => v.length <= 100;
/** Which values GET /materials accepts per list filter (shared MaterialListQuery); others are dropped here. */
const ACCEPTS: Record<ListFilter, (v: string) => boolean> = {
  types: oneOf(materialTypes),
  conditions: freeText,
  countries: (v) => /^[A-Za-z]{2}$/.test(v),
  source: oneOf(sources),
  colors: freeText,
  processingMethods: oneOf(processingMethods),
  score: (v) => /^[1-5]$/.test(v),
};

/**
 * The filters of a URL. A value the list cannot filter by (an old bookmark, a typo: `types=pvcx`) is dropped
 * rather than failing the whole list with a 400; unknownFilterValues names them for a notice.
 */
export function parseFilters(params: URLSearchParams): MaterialFilters {
  const f: MaterialFilters = { lists: {}, bools: {} };
  for (const k of LIST_FILTERS) {
    const v = splitList(params.get(k)).filter(ACCEPTS[k]);
    if (v.length) f.lists[k] = v;
  }
  for (const k of BOOL_FILTERS) {
    const v = params.get(k);
    if (v === "true" || v === "false") f.bools[k] = v === "true";
  }
  for (const k of TEXT_FILTERS) {
    const v = params.get(k)?.trim();
    if (v) f[k] = v;
  }
  return f;
}

/** "types=pvcx"-style entries of the URL that parseFilters ignored. */
export function unknownFilterValues(params: URLSearchParams): string[] {
  const out: string[] = [];
  for (const k of LIST_FILTERS) for (const v of splitList(params.get(k))) if (!ACCEPTS[k](v)) out.push(`${k}=${v}`);
  for (const k of BOOL_FILTERS) {
    const v = params.get(k);
    if (v !== null && v !== "true" && v !== "false") out.push(`${k}=${v}`);
  }
  return out;
}

/** The filters as query parameters (for the URL and for GET /materials alike); empty ones are left out. */
export function filtersToQuery(f: MaterialFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of LIST_FILTERS) if (f.lists[k]?.length) out[k] = f.lists[k]!.join(",");
  for (const k of BOOL_FILTERS) if (f.bools[k] !== undefined) out[k] = String(f.bools[k]);
  if (f.q) out.q = f.q;
  if (f.assignee) out.assignee = f.assignee;
  return out;
}

/** How many filters the dialog holds (the badge on its button). */
export const dialogFilterCount = (f: MaterialFilters) =>
  LIST_FILTERS.filter((k) => f.lists[k]?.length).length + (["companyVerified", "hasDocuments"] as const).filter((k) => f.bools[k] !== undefined).length;

export const withoutDialogFilters = (f: MaterialFilters): MaterialFilters => ({
  q: f.q,
  assignee: f.assignee,
  lists: {},
  bools: { showInvalid: f.bools.showInvalid },
});

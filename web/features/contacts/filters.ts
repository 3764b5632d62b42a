/**
 * The contacts list's filters live in the query string under GET /contacts' own names:
 * q, companyVerified (true/false), companyScore and countries (comma-separated). Pure, so the
 * page, the dialog and the tests share it. Values the API would refuse (an old bookmark, a typo) are dropped
 * rather than failing the whole list with a 400.
 */
export interface ContactFilters {
  q?: string;
  companyVerified?: boolean;
  companyScore: number[];
  countries: string[];
}

const splitList = (v: string | null) =>
  v
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const unique = <T>(xs: T[]) => [...new Set(xs)];

export function parseContactFilters(params: URLSearchParams): ContactFilters {
  const verified = params.get("companyVerified");
  const q = params.get("q")?.trim();
  return {
    q: q ? q.slice(0, 200) : undefined,
    companyVerified: verified === "true" ? true : verified === "false" ? false : undefined,
    companyScore: unique(
      splitList(params.get("companyScore"))
        .filter((s) => /^[1-5]$/.test(s))
        .map(Number),
    ).sort(),
    countries: unique(parseCountries(params.get("countries") ?? "")),
  };
}

/** "de, it pl" → ["DE", "IT", "PL"]: what the Filter dialog's countries field and the URL accept. */
export const parseCountries = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => /^[A-Z]{2}$/.test(s));

/** The filters as query parameters, for the URL and for GET /contacts alike; empty ones are left out. */
export function contactFiltersToQuery(f: ContactFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.q) out.q = f.q;
  if (f.companyVerified !== undefined) out.companyVerified = String(f.companyVerified);
  if (f.companyScore.length) out.companyScore = f.companyScore.join(",");
  if (f.countries.length) out.countries = f.countries.join(",");
  return out;
}

/** How many filters the dialog holds (the badge on its button); the search sits outside it. */
export const dialogFilterCount = (f: ContactFilters) =>
  (f.companyVerified !== undefined ? 1 : 0) + (f.companyScore.length ? 1 : 0) + (f.countries.length ? 1 : 0);

export const withoutDialogFilters = (f: ContactFilters): ContactFilters => ({ q: f.q, companyScore: [], countries: [] });

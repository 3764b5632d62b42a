import { CURSOR_PARAM } from "../../lib/useCursorTrail";
import { preloadApi } from "../../lib/queryKeys";
import { filtersToQuery, parseFilters } from "./filters";

export const PAGE_SIZE = 25;

/**
 * The GET /materials query a /materials URL stands for: admins' filters, the current page's cursor, the page
 * size. The page reads with it and the route loader preloads with it, so both name the same cache entry.
 */
export function materialsListQuery(params: URLSearchParams, isSuperAdmin: boolean) {
  const filters = isSuperAdmin ? filtersToQuery(parseFilters(params)) : {};
  return { ...filters, cursor: params.getAll(CURSOR_PARAM).filter(Boolean).at(-1), limit: PAGE_SIZE };
}

/**
 * Started by the route's loader, so the list request runs beside the page's code and texts instead of
 * after them (one sequential stage fewer on a cold /materials load).
 */
export const preloadMaterialsList = (url: URL, isSuperAdmin: boolean) =>
  void preloadApi("GET /materials", { query: materialsListQuery(url.searchParams, isSuperAdmin) }).catch(() => {});

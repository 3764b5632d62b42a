import { CURSOR_PARAM } from "../../lib/useCursorTrail";
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

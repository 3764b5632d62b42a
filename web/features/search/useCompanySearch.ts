import { useApi } from "../../lib/queryKeys";
import { useDebouncedValue } from "../../lib/useDebounce";

/** The global search waits 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** Companies whose name contains the text (case-insensitive, done by GET /companies?q=). */
export function useCompanySearch(text: string) {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useApi("GET /companies", q ? { query: { q, limit: 10 } } : null);
  const settled = q === text.trim();
  return { q, results: data?.items ?? [], loading: !!text.trim() && (!settled || isLoading) };
}

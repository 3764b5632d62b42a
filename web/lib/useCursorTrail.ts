import { useSearchParams } from "react-router";

/** The query parameter holding the trail; repeated, one per page before the current one. */
export const CURSOR_PARAM = "cursor";

/**
 * Paging through a cursor-paginated list ({items, cursor}). The trail of cursors of the pages before the
 * current one lives in the URL (`?cursor=c1&cursor=c2`), so Back, reload and a shared link keep the page:
 * Next pushes the answer's cursor as a new history entry, Previous pops it. Setting other
 * parameters without the cursors (a new filter) starts again at page 1.
 */
export function useCursorTrail() {
  const [params, setParams] = useSearchParams();
  const trail = params.getAll(CURSOR_PARAM).filter(Boolean);
  const go = (next: string[]) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.delete(CURSOR_PARAM);
      for (const c of next) out.append(CURSOR_PARAM, c);
      return out;
    });
  return {
    cursor: trail.at(-1),
    pageNo: trail.length + 1,
    isFirst: trail.length === 0,
    next: (cursor: string | null | undefined) => cursor && go([...trail, cursor]),
    previous: () => go(trail.slice(0, -1)),
    reset: () => go([]),
  };
}

export type CursorTrail = ReturnType<typeof useCursorTrail>;

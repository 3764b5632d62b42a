import { useState } from "react";

/**
 * Paging through a cursor-paginated list ({items, cursor}): the trail holds the cursors of the pages before
 * the current one, so Previous is a pop and Next a push of the answer's cursor.
 */
export function useCursorTrail() {
  const [trail, setTrail] = useState<string[]>([]);
  return {
    cursor: trail.at(-1),
    pageNo: trail.length + 1,
    isFirst: trail.length === 0,
    next: (cursor: string | null | undefined) => cursor && setTrail((tr) => [...tr, cursor]),
    previous: () => setTrail((tr) => tr.slice(0, -1)),
    reset: () => setTrail([]),
  };
}

export type CursorTrail = ReturnType<typeof useCursorTrail>;

import { chakra, Table } from "@chakra-ui/react";
import type { SuspectSort } from "../api";

const ARROW = { ascending: "↑", descending: "↓", none: "↕" } as const;
export type SortField = "name" | "createdDate";

export const directionOf = (sort: SuspectSort, field: SortField) => (sort === field ? "ascending" : sort === `-${field}` ? "descending" : "none");
/** A click on the current column flips it; another column starts ascending for names, newest first for dates. */
export const nextSort = (sort: SuspectSort, field: SortField): SuspectSort =>
  sort === field ? `-${field}` : sort === `-${field}` ? field : field === "name" ? "name" : "-createdDate";

/** A sortable column header (aria-sort on the header, a button inside), like the companies list's. */
export function SortHeader({ field, label, sort, onSort }: { field: SortField; label: string; sort: SuspectSort; onSort: (s: SuspectSort) => void }) {
  const dir = directionOf(sort, field);
  return (
    <Table.ColumnHeader aria-sort={dir} py="2">
      <chakra.button
        type="button"
        onClick={() => onSort(nextSort(sort, field))}
        display="inline-flex"
        gap="1"
        alignItems="center"
        fontWeight="600"
        textTransform="uppercase"
        fontSize="xs"
        letterSpacing="wide"
        color={dir === "none" ? "fg.muted" : "fg"}
        cursor="pointer"
        data-testid={`sort-${field}`}
      >
        {label}
        <span aria-hidden="true">{ARROW[dir]}</span>
      </chakra.button>
    </Table.ColumnHeader>
  );
}

import { SortableHeader } from "../../../components/DataTable";
import type { SuspectSort } from "../api";

export type SortField = "name" | "createdDate";

export const directionOf = (sort: SuspectSort, field: SortField) => (sort === field ? "ascending" : sort === `-${field}` ? "descending" : "none");
/** A click on the current column flips it; another column starts ascending for names, newest first for dates. */
export const nextSort = (sort: SuspectSort, field: SortField): SuspectSort =>
  sort === field ? `-${field}` : sort === `-${field}` ? field : field === "name" ? "name" : "-createdDate";

/** A sortable column header, as the companies list's. */
export function SortHeader({ field, label, sort, onSort }: { field: SortField; label: string; sort: SuspectSort; onSort: (s: SuspectSort) => void }) {
  return <SortableHeader label={label} direction={directionOf(sort, field)} onSort={() => onSort(nextSort(sort, field))} testId={`sort-${field}`} />;
}

import type { ReactNode } from "react";
import type { SortDirection } from "../DataTable";

/**
 * Where a column shows on a phone card: `title` (bold, at the top; several title columns join with " · "),
 * `subtitle` (a muted line under the title), `meta` (beside the title: a badge, a date), `fact` (a labelled
 * value in the card's grid, the default), `body` (full width without a label: a message, the row's actions)
 * , `media` (a thumbnail on the card's left, beside all the rest) or `hidden` (table only).
 */
export type CardRole = "title" | "subtitle" | "meta" | "fact" | "body" | "media" | "hidden";

/** The `data-*` attributes a row carries on the table and on its card alike (the e2e tests find rows by them). */
export type RowData = Record<`data-${string}`, string | number | boolean | undefined>;

/** One column of a RecordList: the table header and cell, and what the phone card does with the same cell. */
export interface RecordColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell on a card when it differs from the table's (a list that may wrap there). */
  cardCell?: (row: T) => ReactNode;
  cardRole?: CardRole;
  /** The header becomes a sort button; the list's `sort` says the direction and takes the click. */
  sortable?: boolean;
  align?: "end" | "center";
  /** The header's width (the cells follow it). */
  width?: string;
  /** Cells keep to one line. */
  nowrap?: boolean;
  /** Bold cells (the figure a row is read by). */
  strong?: boolean;
  /** Tabular figures, for numbers read down a column. */
  numeric?: boolean;
  /** The table cell's least width (a cell of badges that should not squeeze to one per line). */
  minW?: string;
  /** Caps the table cell's width; a longer content wraps or is cut by the cell itself. */
  maxW?: string;
  /** The table leaves the column out below this breakpoint (where a list keeps its table on phones). */
  hideBelow?: "sm" | "md";
  /** `data-testid` of the table cell and of the card's value. */
  testId?: string;
  /** The `title` attribute of the table cell and of the card's value (the whole text of a cut one). */
  title?: (row: T) => string | undefined;
  /** How many columns the row's table cell spans (the next ones are left out): one value standing for several. */
  span?: (row: T) => number;
}

/**
 * Rows under a heading that folds them away: in the table a row of its own (`head` in the first column,
 * `summary` across the others) above its rows, on phones a bar above its cards. Only an `open` group shows its rows.
 */
export interface RecordGroup<T> {
  key: string;
  head: ReactNode;
  summary?: ReactNode;
  rows: T[];
  open: boolean;
  /** `data-testid` of the heading row (or bar). */
  testId?: string;
  rowData?: RowData;
}

/**
 * A row that is not a record, pinned above the rows (what they are measured against): in the table it
 * stays under the header while the rows scroll, on phones it is a highlighted card on top. Its cells are
 * given by column key; a column it does not name is empty.
 */
export interface RecordPinnedRow {
  testId: string;
  cells: Partial<Record<string, ReactNode>>;
}

/** Server-side sorting: the screen keeps the order in its URL, the list only shows it and asks for the next one. */
export interface RecordSort {
  direction: (key: string) => SortDirection;
  onSort: (key: string) => void;
}

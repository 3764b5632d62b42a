import { useBreakpointValue } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { RecordCards } from "./record-list/RecordCards";
import { RecordListLoading } from "./record-list/RecordListStates";
import { RecordTable } from "./record-list/RecordTable";
import type { RecordColumn, RecordGroup, RecordPinnedRow, RecordSort, RowData } from "./record-list/types";

export type { CardRole, RecordColumn, RecordGroup, RecordPinnedRow, RecordSort, RowData } from "./record-list/types";
export { RecordListEmpty, RecordListError } from "./record-list/RecordListStates";

export interface RecordListProps<T> {
  rows: T[];
  /** The rows in foldable groups (each with a heading); `rows` is then every group's rows, for the empty state. */
  groups?: RecordGroup<T>[];
  /** A row above the records (what they are compared with), pinned under the header. */
  pinned?: RecordPinnedRow;
  /** One list of columns for both layouts: the table's header and cells, the card's title, facts and body. */
  columns: RecordColumn<T>[];
  rowKey: (row: T) => string;
  /** The table is `${name}-table`, the cards `${name}-cards`. */
  name: string;
  /** `data-testid` of a table row; of a card too, unless `cardTestId` says otherwise. */
  rowTestId: string;
  cardTestId?: string;
  rowData?: (row: T) => RowData;
  onRowClick?: (row: T) => void;
  sort?: RecordSort;
  /** Below this breakpoint the rows are cards (`false`: always the table, for a list narrow enough for a phone). */
  cardsBelow?: "md" | "lg" | false;
  factColumns?: number;
  nowrap?: boolean;
  /** Table cells wrap, so the rows fit the screen (a list whose every column must stay in view). */
  wrap?: boolean;
  stickyFirst?: boolean;
  alignTop?: boolean;
  label?: string;
  /** The table's rounded frame (default); off inside a card. */
  frame?: boolean;
  /** The table scrolls down within this height, its header and pinned row staying in view. */
  maxH?: string;
  /** Shown instead of the rows while they load, when they failed (`error`) and when there are none (`empty`). */
  loading?: boolean;
  loadingLabel?: string;
  error?: ReactNode;
  empty?: ReactNode;
}

/**
 * The one way a screen shows a list of records: a table on wider screens and a card per row on phones, both
 * from the same typed columns, with server-side sorting through `sort`, a sticky first column, foldable groups,
 * a pinned row, the loading, error and empty states, and stable test ids. A paged list (PagedList) shows its states itself and gives
 * RecordList only the rows.
 */
export function RecordList<T>(props: RecordListProps<T>) {
  const { rows, name, rowTestId, cardTestId, cardsBelow = "md" } = props;
  const narrow = useBreakpointValue(cardsBelow ? { base: true, [cardsBelow]: false } : { base: false }, { ssr: false }) ?? false;
  if (props.error) return <>{props.error}</>;
  if (props.loading) return <RecordListLoading label={props.loadingLabel} />;
  if (rows.length === 0 && props.empty) return <>{props.empty}</>;
  const common = {
    rows,
    groups: props.groups,
    pinned: props.pinned,
    columns: props.columns,
    rowKey: props.rowKey,
    rowData: props.rowData,
    onRowClick: props.onRowClick,
  };
  return narrow ? (
    <RecordCards {...common} testId={`${name}-cards`} cardTestId={cardTestId ?? rowTestId} factColumns={props.factColumns} />
  ) : (
    <RecordTable
      {...common}
      testId={`${name}-table`}
      rowTestId={rowTestId}
      sort={props.sort}
      nowrap={props.nowrap}
      wrap={props.wrap}
      stickyFirst={props.stickyFirst}
      alignTop={props.alignTop}
      label={props.label}
      frame={props.frame}
      maxH={props.maxH}
    />
  );
}

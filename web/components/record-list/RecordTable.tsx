import { Table } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { ColumnHeader, SortableHeader } from "../DataTable";
import { STICKY_FIRST_COLUMN, STICKY_FIRST_NOWRAP_COLUMN } from "../stickyColumn";
import type { RecordColumn, RecordGroup, RecordPinnedRow, RecordSort, RowData } from "./types";

export interface RecordTableProps<T> {
  rows: T[];
  /** The rows in foldable groups, instead of `rows`. */
  groups?: RecordGroup<T>[];
  pinned?: RecordPinnedRow;
  columns: RecordColumn<T>[];
  rowKey: (row: T) => string;
  testId: string;
  rowTestId: string;
  rowData?: (row: T) => RowData;
  onRowClick?: (row: T) => void;
  sort?: RecordSort;
  /** Every cell on one line (a wide table, where a wrapped cell would double the row height). */
  nowrap?: boolean;
  /**
   * Cells wrap (the scroll area keeps them on one line otherwise, but for a sticky first column): a table
   * that fits its rows to the screen instead of scrolling sideways.
   */
  wrap?: boolean;
  /** The first column stays in view while the others scroll sideways (default). */
  stickyFirst?: boolean;
  /** Cells align to the top (rows of uneven height). */
  alignTop?: boolean;
  /** Screen-reader caption, and the scroll area's label (it can then be scrolled from the keyboard). */
  label?: string;
  /** The rounded frame around the table (default); off for a list inside a card that frames it already. */
  frame?: boolean;
  /** The table scrolls down within this height, its header (and pinned row) staying on top. */
  maxH?: string;
}

/** A click on the row, unless it was on something of its own (a link, a button, a field). */
export function rowClickHandler<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a, button, input, select, textarea, label")) return;
    onRowClick(row);
  };
}

/** The columns a row's cells stand in: a cell spanning several leaves the next ones out. */
function spannedCells<T>(columns: RecordColumn<T>[], row: T) {
  const out: { column: RecordColumn<T>; span: number }[] = [];
  for (let i = 0; i < columns.length;) {
    const span = Math.max(1, Math.min(columns[i].span?.(row) ?? 1, columns.length - i));
    out.push({ column: columns[i], span });
    i += span;
  }
  return out;
}

/** RecordList on wider screens: a table in a rounded frame that scrolls sideways. */
export function RecordTable<T>(props: RecordTableProps<T>) {
  const { columns, testId, pinned, sort, nowrap, wrap, stickyFirst = true, alignTop, label, frame = true, maxH } = props;
  const css = {
    ...(nowrap ? { "& td, & th": { whiteSpace: "nowrap" } } : {}),
    ...(alignTop || wrap ? { "& td": { ...(alignTop ? { verticalAlign: "top" } : {}), ...(wrap ? { whiteSpace: "normal" } : {}) } } : {}),
    ...(stickyFirst ? (columns[0]?.nowrap ? STICKY_FIRST_NOWRAP_COLUMN : STICKY_FIRST_COLUMN) : {}),
    ...(maxH ? { "& thead": { position: "sticky", top: 0, zIndex: 2, bg: "bg" } } : {}),
    // After the sticky column's background, so the pinned row is highlighted across.
    ...(pinned ? { "& thead tr[data-pinned] > *": { bg: "brand.subtle" } } : {}),
  };
  const groups: RecordGroup<T>[] = props.groups ?? [{ key: "", head: undefined, rows: props.rows, open: true }];
  return (
    <Table.ScrollArea {...(frame ? { borderWidth: "1px", rounded: "xl", bg: "bg" } : {})} maxH={maxH} tabIndex={label ? 0 : undefined} aria-label={label}>
      <Table.Root size="sm" data-testid={testId} css={css}>
        {label && <Table.Caption srOnly>{label}</Table.Caption>}
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) =>
              c.sortable && sort ? (
                <SortableHeader key={c.key} label={c.header} direction={sort.direction(c.key)} onSort={() => sort.onSort(c.key)} testId={`sort-${c.key}`} />
              ) : (
                <ColumnHeader key={c.key} textAlign={c.align} w={c.width} hideBelow={c.hideBelow}>
                  {c.header}
                </ColumnHeader>
              ),
            )}
          </Table.Row>
          {pinned && (
            <Table.Row data-testid={pinned.testId} data-pinned="">
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.align} fontWeight={c.strong ? "600" : undefined} hideBelow={c.hideBelow}>
                  {pinned.cells[c.key]}
                </Table.Cell>
              ))}
            </Table.Row>
          )}
        </Table.Header>
        <Table.Body>
          {groups.map((g) => (
            <GroupRows
              key={g.key}
              group={g}
              columns={columns}
              rowKey={props.rowKey}
              rowTestId={props.rowTestId}
              rowData={props.rowData}
              onRowClick={props.onRowClick}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

type RowsProps<T> = Pick<RecordTableProps<T>, "columns" | "rowKey" | "rowTestId" | "rowData" | "onRowClick">;

/** A group's heading row (none for the plain rows of an ungrouped list, which have no head), then its rows when open. */
function GroupRows<T>({ group, columns, rowKey, rowTestId, rowData, onRowClick }: RowsProps<T> & { group: RecordGroup<T> }) {
  return (
    <>
      {group.head !== undefined && (
        <Table.Row bg="bg.subtle" data-testid={group.testId} {...group.rowData}>
          <Table.Cell>{group.head}</Table.Cell>
          {columns.length > 1 && <Table.Cell colSpan={columns.length - 1}>{group.summary}</Table.Cell>}
        </Table.Row>
      )}
      {group.open &&
        group.rows.map((r) => (
          <Table.Row
            key={rowKey(r)}
            data-testid={rowTestId}
            {...rowData?.(r)}
            _hover={{ bg: "bg.subtle" }}
            cursor={onRowClick ? "pointer" : undefined}
            onClick={rowClickHandler(r, onRowClick)}
          >
            {spannedCells(columns, r).map(({ column: c, span }) => (
              <Table.Cell
                key={c.key}
                colSpan={span > 1 ? span : undefined}
                textAlign={c.align}
                whiteSpace={c.nowrap ? "nowrap" : undefined}
                fontWeight={c.strong ? "600" : undefined}
                fontVariantNumeric={c.numeric ? "tabular-nums" : undefined}
                minW={c.minW}
                maxW={c.maxW}
                hideBelow={c.hideBelow}
                title={c.title?.(r)}
                data-testid={c.testId}
              >
                {c.cell(r)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
    </>
  );
}

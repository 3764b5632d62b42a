import { Table } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { ColumnHeader, SortableHeader } from "../DataTable";
import { STICKY_FIRST_COLUMN } from "../stickyColumn";
import type { RecordColumn, RecordSort, RowData } from "./types";

export interface RecordTableProps<T> {
  rows: T[];
  columns: RecordColumn<T>[];
  rowKey: (row: T) => string;
  testId: string;
  rowTestId: string;
  rowData?: (row: T) => RowData;
  onRowClick?: (row: T) => void;
  sort?: RecordSort;
  /** Every cell on one line (a wide table, where a wrapped cell would double the row height). */
  nowrap?: boolean;
  /** The first column stays in view while the others scroll sideways (default). */
  stickyFirst?: boolean;
  /** Cells align to the top (rows of uneven height). */
  alignTop?: boolean;
  /** Screen-reader caption, and the scroll area's label (it can then be scrolled from the keyboard). */
  label?: string;
  /** The rounded frame around the table (default); off for a list inside a card that frames it already. */
  frame?: boolean;
}

/** A click on the row, unless it was on something of its own (a link, a button, a field). */
export function rowClickHandler<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a, button, input, select, textarea, label")) return;
    onRowClick(row);
  };
}

/** RecordList on wider screens: a table in a rounded frame that scrolls sideways. */
export function RecordTable<T>({
  rows,
  columns,
  rowKey,
  testId,
  rowTestId,
  rowData,
  onRowClick,
  sort,
  nowrap,
  stickyFirst = true,
  alignTop,
  label,
  frame = true,
}: RecordTableProps<T>) {
  const css = {
    ...(nowrap ? { "& td, & th": { whiteSpace: "nowrap" } } : {}),
    ...(alignTop ? { "& td": { verticalAlign: "top" } } : {}),
    ...(stickyFirst ? STICKY_FIRST_COLUMN : {}),
  };
  return (
    <Table.ScrollArea {...(frame ? { borderWidth: "1px", rounded: "xl", bg: "bg" } : {})} tabIndex={label ? 0 : undefined} aria-label={label}>
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
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row
              key={rowKey(r)}
              data-testid={rowTestId}
              {...rowData?.(r)}
              _hover={{ bg: "bg.subtle" }}
              cursor={onRowClick ? "pointer" : undefined}
              onClick={rowClickHandler(r, onRowClick)}
            >
              {columns.map((c) => (
                <Table.Cell
                  key={c.key}
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
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

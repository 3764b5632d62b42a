import { Box, chakra, Link, Table, Text, type TableColumnHeaderProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { STICKY_FIRST_COLUMN } from "./stickyColumn";

/** The column header every list table uses (small, muted, upper-case); extra props (alignment, background) pass through. */
export function ColumnHeader(props: TableColumnHeaderProps) {
  return <Table.ColumnHeader color="fg.muted" fontWeight="600" fontSize="xs" textTransform="uppercase" letterSpacing="wide" py="3" {...props} />;
}

/** A column of a ListTable: its header text, or the text with the cells' alignment. */
export type ListColumn = string | { label: string; align?: "end" | "center" };

const NOWRAP_STICKY = { "& td, & th": { whiteSpace: "nowrap" }, ...STICKY_FIRST_COLUMN } as const;

/**
 * The frame of every list table: it scrolls sideways inside a rounded border, the first (name)
 * column stays in view, and the header row names `columns`. `nowrap` keeps each cell on one line (the wide
 * tables, where a wrapped cell would double the row height). The rows are the children.
 */
export function ListTable({ testId, columns, nowrap = false, children }: { testId: string; columns: ListColumn[]; nowrap?: boolean; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="sm" data-testid={testId} css={nowrap ? NOWRAP_STICKY : STICKY_FIRST_COLUMN}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => {
              const { label, align } = typeof c === "string" ? { label: c, align: undefined } : c;
              return (
                <ColumnHeader key={label} textAlign={align}>
                  {label}
                </ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The link a list row opens its record with (the name in the first column): bold, in the text colour until
 * hovered. With `maxW` a long name is cut with an ellipsis instead of widening the column.
 */
export function RowLink({ to, testId, maxW, children }: { to: string; testId: string; maxW?: string; children: ReactNode }) {
  return (
    <Link asChild fontWeight="600" color="fg" _hover={{ color: "brand.fg" }}>
      <RouterLink to={to} data-testid={testId}>
        {maxW ? (
          <Box as="span" truncate maxW={maxW} display="inline-block">
            {children}
          </Box>
        ) : (
          children
        )}
      </RouterLink>
    </Link>
  );
}

/** A list cell that shows the first value and "+N" for the rest (all of them in the tooltip); a dash when empty. */
export function FirstPlus({ items }: { items: string[] }) {
  if (!items.length) return <Text color="fg.subtle">—</Text>;
  return (
    <Text whiteSpace="nowrap" title={items.join(", ")}>
      {items[0]}
      {items.length > 1 && (
        <Text as="span" color="fg.muted" ms="1">
          +{items.length - 1}
        </Text>
      )}
    </Text>
  );
}

export type SortDirection = "ascending" | "descending" | "none";
const SORT_ARROW: Record<SortDirection, string> = { ascending: "↑", descending: "↓", none: "↕" };

/** A sortable column header: aria-sort on the header, a button inside that asks for the next order. */
export function SortableHeader({ label, direction, onSort, testId }: { label: string; direction: SortDirection; onSort: () => void; testId?: string }) {
  return (
    <Table.ColumnHeader aria-sort={direction} py="2">
      <chakra.button
        type="button"
        onClick={onSort}
        display="inline-flex"
        gap="1"
        alignItems="center"
        fontWeight="600"
        textTransform="uppercase"
        fontSize="xs"
        letterSpacing="wide"
        color={direction === "none" ? "fg.muted" : "fg"}
        cursor="pointer"
        data-testid={testId}
      >
        {label}
        <span aria-hidden="true">{SORT_ARROW[direction]}</span>
      </chakra.button>
    </Table.ColumnHeader>
  );
}

import { Table, Text, type TableColumnHeaderProps } from "@chakra-ui/react";

/** The column header every list table uses (small, muted, upper-case); extra props (alignment, background) pass through. */
export function ColumnHeader(props: TableColumnHeaderProps) {
  return <Table.ColumnHeader color="fg.muted" fontWeight="600" fontSize="xs" textTransform="uppercase" letterSpacing="wide" py="3" {...props} />;
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

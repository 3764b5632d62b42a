import { Box, Card, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import type { RecordColumn, RecordGroup, RecordPinnedRow, RowData } from "./types";
import { rowClickHandler } from "./RecordTable";

export interface RecordCardsProps<T> {
  rows: T[];
  /** The rows in foldable groups, instead of `rows`: a bar with the group's heading above its cards. */
  groups?: RecordGroup<T>[];
  pinned?: RecordPinnedRow;
  columns: RecordColumn<T>[];
  rowKey: (row: T) => string;
  testId: string;
  cardTestId: string;
  rowData?: (row: T) => RowData;
  onRowClick?: (row: T) => void;
  /** How many facts side by side (2; 4 for short figures). */
  factColumns?: number;
}

const cellOf = <T,>(c: RecordColumn<T>, row: T) => (c.cardCell ?? c.cell)(row);

/** RecordList on phones: one card per row, built from the same columns as the table (no sideways scrolling). */
export function RecordCards<T>(props: RecordCardsProps<T>) {
  const { columns, pinned, testId } = props;
  // Inside groups the list's test id is on the whole, not on each group's cards.
  const cards = (rows: T[], id?: string) => <CardStack {...props} rows={rows} testId={id} />;
  if (!props.groups && !pinned) return cards(props.rows, testId);
  return (
    <Stack gap="4" data-testid={testId}>
      {pinned && (
        <Card.Root size="sm" rounded="xl" bg="brand.subtle" data-testid={pinned.testId}>
          <Card.Body gap="2">
            {columns
              .filter((c) => pinned.cells[c.key] != null)
              .map((c) => (
                <Box key={c.key}>{pinned.cells[c.key]}</Box>
              ))}
          </Card.Body>
        </Card.Root>
      )}
      {(props.groups ?? [{ key: "", head: undefined, rows: props.rows, open: true }]).map((g) => (
        <Box as="section" key={g.key} data-testid={g.testId} {...g.rowData}>
          {g.head !== undefined && (
            <Box bg="bg.subtle" rounded="lg" px="3" py="2" mb="2">
              {g.head}
              {g.summary != null && (
                <Box fontSize="xs" color="fg.muted">
                  {g.summary}
                </Box>
              )}
            </Box>
          )}
          {g.open && cards(g.rows)}
        </Box>
      ))}
    </Stack>
  );
}

/** The cards of a list's rows (of one group, when it has groups). */
function CardStack<T>({
  rows,
  columns,
  rowKey,
  testId,
  cardTestId,
  rowData,
  onRowClick,
  factColumns = 2,
}: Omit<RecordCardsProps<T>, "testId"> & { testId?: string }) {
  const role = (r: string) => columns.filter((c) => (c.cardRole ?? "fact") === r);
  const [title, subtitle, meta, facts] = [role("title"), role("subtitle"), role("meta"), role("fact")];
  // Full-width columns (a message, the row's actions) come under the facts, in column order; a null one leaves no gap.
  const body = role("body");
  // A thumbnail (a photo) sits on the card's left, beside the title, facts and body.
  const media = role("media");
  // A card cell that is null (a value the row does not have) leaves no separator behind.
  const joined = (cols: RecordColumn<T>[], row: T) =>
    cols
      .map((c) => [c, cellOf(c, row)] as const)
      .filter(([, v]) => v != null && v !== "")
      .map(([c, v], i) => (
        <Fragment key={c.key}>
          {i > 0 && " · "}
          <span data-testid={c.testId} title={c.title?.(row)}>
            {v}
          </span>
        </Fragment>
      ));
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid={testId}>
      {rows.map((r) => (
        <Card.Root
          as="li"
          key={rowKey(r)}
          size="sm"
          variant="outline"
          bg="bg"
          rounded="xl"
          data-testid={cardTestId}
          {...rowData?.(r)}
          cursor={onRowClick ? "pointer" : undefined}
          onClick={rowClickHandler(r, onRowClick)}
        >
          <Card.Body>
            <Flex gap="3">
              {media.map((c) => (
                <Box key={c.key} flexShrink={0} data-testid={c.testId}>
                  {cellOf(c, r)}
                </Box>
              ))}
              <Stack gap="2" flex="1" minW="0">
                {(title.length > 0 || meta.length > 0) && (
                  <Flex justify="space-between" gap="2" align="flex-start">
                    <Box minW="0">
                      {title.length > 0 && <Box fontWeight="600">{joined(title, r)}</Box>}
                      {subtitle.length > 0 && (
                        <Text fontSize="xs" color="fg.muted">
                          {joined(subtitle, r)}
                        </Text>
                      )}
                    </Box>
                    {meta.length > 0 && (
                      <Flex gap="2" flexShrink={0} align="center" fontSize="sm" color="fg.muted">
                        {meta.map((c) => (
                          <Box key={c.key} data-testid={c.testId}>
                            {cellOf(c, r)}
                          </Box>
                        ))}
                      </Flex>
                    )}
                  </Flex>
                )}
                {facts.length > 0 && (
                  <SimpleGrid as="dl" columns={factColumns} gapX="3" gapY="1" fontSize="sm">
                    {facts.map((c) => (
                      <Box key={c.key}>
                        <Text as="dt" color="fg.muted" fontSize="xs">
                          {c.header}
                        </Text>
                        <Box as="dd" data-testid={c.testId} title={c.title?.(r)} fontVariantNumeric={c.numeric ? "tabular-nums" : undefined}>
                          {cellOf(c, r)}
                        </Box>
                      </Box>
                    ))}
                  </SimpleGrid>
                )}
                {body
                  .map((c) => [c, cellOf(c, r)] as const)
                  .filter(([, v]) => v != null)
                  .map(([c, v]) => (
                    <Box key={c.key} data-testid={c.testId} title={c.title?.(r)}>
                      {v}
                    </Box>
                  ))}
              </Stack>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

import { Box, Stack, Text } from "@chakra-ui/react";
import { changedFields, formatValue } from "./field-changes";

/**
 * The diff view of one change: each changed field as "label: old → new", the old value struck through. The
 * company timeline and the records' History tabs show changes with it.
 */
export function FieldChangeList({
  before,
  after,
  label,
}: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The field's name for the reader (defaults to the field's key). */
  label?: (field: string) => string;
}) {
  const changes = changedFields(before, after);
  return (
    <Stack as="ul" gap="0.5" fontSize="sm" ps="0" listStyleType="none" data-testid="event-changes">
      {changes.map((c) => (
        <Box as="li" key={c.field} data-field={c.field} overflowWrap="anywhere">
          <Text as="span" fontWeight="500">
            {label ? label(c.field) : c.field}:
          </Text>{" "}
          <Text as="span" color="fg.muted" textDecoration="line-through">
            {formatValue(c.from)}
          </Text>{" "}
          → <Text as="span">{formatValue(c.to)}</Text>
        </Box>
      ))}
    </Stack>
  );
}

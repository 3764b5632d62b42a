import { Badge, Text, Wrap } from "@chakra-ui/react";

/** The first `max` values as chips, then "+N" for the rest (the companies list shows 5 materials, 3 applications); `nowrap` keeps table rows one line high. */
export function ChipList({ values, max, testId, nowrap }: { values: string[]; max: number; testId?: string; nowrap?: boolean }) {
  if (!values.length) return <Text color="fg.subtle">—</Text>;
  const rest = values.length - max;
  return (
    <Wrap gap="1" data-testid={testId} maxW={nowrap ? undefined : "360px"} flexWrap={nowrap ? "nowrap" : "wrap"}>
      {values.slice(0, max).map((v) => (
        <Badge key={v} variant="subtle" size="sm" rounded="full" fontWeight="500">
          {v}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge variant="outline" size="sm" rounded="full" title={values.slice(max).join(", ")}>
          +{rest}
        </Badge>
      )}
    </Wrap>
  );
}

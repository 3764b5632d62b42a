import { Button, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { CursorTrail } from "../lib/useCursorTrail";

/** Previous / Next under a cursor-paginated table; `children` sits on the left (e.g. "Page 2"). */
export function CursorPager(props: {
  trail: CursorTrail;
  nextCursor: string | null | undefined;
  labels: { previous: string; next: string };
  children?: ReactNode;
}) {
  const { trail, nextCursor, labels } = props;
  return (
    <Flex justify={props.children ? "space-between" : "flex-end"} align="center" mt="3" color="fg.muted" fontSize="sm">
      {props.children}
      <Flex gap="2">
        <Button size="sm" variant="outline" disabled={trail.isFirst} onClick={trail.previous} data-testid="prev-page">
          {labels.previous}
        </Button>
        <Button size="sm" variant="outline" disabled={!nextCursor} onClick={() => trail.next(nextCursor)} data-testid="next-page">
          {labels.next}
        </Button>
      </Flex>
    </Flex>
  );
}

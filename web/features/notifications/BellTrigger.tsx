import { Badge, Drawer, IconButton } from "@chakra-ui/react";
import { BellIcon } from "../../components/icons";

/**
 * The bell button that opens a drawer of the top bar: its label names what waits, and a small round badge (hidden
 * from screen readers, which read the label) shows how many, "99+" from 100 on.
 */
export function BellTrigger({
  label,
  count,
  palette,
  testId,
  data,
}: {
  label: string;
  count: number;
  palette: "blue" | "red";
  testId: string;
  /** data-* attributes of the button (what tests read). */
  data: Record<`data-${string}`, string | number>;
}) {
  return (
    <Drawer.Trigger asChild>
      <IconButton variant="ghost" aria-label={label} title={label} data-testid={`${testId}-button`} {...data} color="fg.muted" position="relative">
        <BellIcon />
        {count > 0 && (
          <Badge
            position="absolute"
            top="0"
            insetEnd="0"
            minW="5"
            h="5"
            rounded="full"
            colorPalette={palette}
            variant="solid"
            fontSize="2xs"
            justifyContent="center"
            aria-hidden="true"
            data-testid={`${testId}-badge`}
          >
            {count > 99 ? "99+" : count}
          </Badge>
        )}
      </IconButton>
    </Drawer.Trigger>
  );
}

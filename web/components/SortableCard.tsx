import { Box, Card } from "@chakra-ui/react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";

const GripIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

interface SortableCardProps {
  id: string;
  /** What the board's drop handler reads from the dragged item. */
  data: Record<string, unknown>;
  /** No handle and no dragging (e.g. a board the user may only look at). */
  disabled?: boolean;
  /** The handle's name for screen readers ("Move <card>") and its role description ("draggable card"). */
  moveLabel: string;
  roleDescription: string;
  /** data-testid of the card and of its handle; data-status carries the card's column. */
  testId: string;
  handleTestId: string;
  status: string;
  /** The card's body, given the handle to place (undefined when disabled). */
  children: (handle: ReactNode | undefined) => ReactNode;
}

/**
 * A card of a kanban board (leads, material requests) that can be dragged between columns. The grip is the drag
 * handle (a button: Space or Enter picks it up, arrows move it, Space drops, Escape cancels), so the card's link
 * stays an ordinary link and nothing interactive nests.
 */
export function SortableCard({ id, data, disabled = false, moveLabel, roleDescription, testId, handleTestId, status, children }: SortableCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled, data });
  const handle = disabled ? undefined : (
    <Box
      as="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={moveLabel}
      aria-roledescription={roleDescription}
      cursor="grab"
      color="fg.muted"
      rounded="sm"
      p="1"
      _hover={{ bg: "bg.muted", color: "fg" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid" }}
      data-testid={handleTestId}
    >
      <GripIcon />
    </Box>
  );
  return (
    <Card.Root
      ref={setNodeRef}
      size="sm"
      rounded="lg"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      opacity={isDragging ? 0.4 : 1}
      data-testid={testId}
      data-id={id}
      data-status={status}
    >
      {children(handle)}
    </Card.Root>
  );
}

import { Box, Card, Flex, Link, Text } from "@chakra-ui/react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { formatDate } from "../../../lib/dates";
import { amountLabel, typeLabel } from "../labels";
import { TypeBadge } from "./cells";

const GripIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

/** A request's title on the board and in announcements: material type and the start of the description. */
export const cardTitle = (r: MaterialRequestAnswer) => [typeLabel(r.materialType), r.description.slice(0, 60)].filter(Boolean).join(" · ");

/** What a card shows; also the drag overlay's look (no handle wiring there). */
export function BoardCardBody({ request: r, isSuperAdmin, handle }: { request: MaterialRequestAnswer; isSuperAdmin: boolean; handle?: React.ReactNode }) {
  const { t, i18n } = useTranslation(["materialRequests", "options", "units"]);
  const title = cardTitle(r);
  return (
    <Card.Body p="3" gap="1.5">
      <Flex justify="space-between" align="center" gap="2">
        <TypeBadge type={r.type} />
        {handle}
      </Flex>
      {isSuperAdmin ? (
        <Link asChild fontWeight="600" fontSize="sm" color="fg" lineClamp={2}>
          <RouterLink to={`/material-requests/${r.id}`} data-testid="board-card-link">
            {title}
          </RouterLink>
        </Link>
      ) : (
        <Text fontWeight="600" fontSize="sm" lineClamp={2}>
          {title}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" truncate>
        {r.company?.name ?? "—"}
      </Text>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" gap="2">
        <span>{amountLabel(t, i18n.language, r) || "—"}</span>
        <span>{formatDate(r.updatedDate)}</span>
      </Flex>
    </Card.Body>
  );
}

/**
 * A draggable request card. The grip is the drag handle (a button: Space or Enter picks it up, arrows move it,
 * Space drops, Escape cancels), so the card's link stays an ordinary link and nothing interactive nests.
 */
export function BoardCard({ request, isSuperAdmin }: { request: MaterialRequestAnswer; isSuperAdmin: boolean }) {
  const { t } = useTranslation("materialRequests");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: request.id, disabled: !isSuperAdmin, data: { request } });
  const handle = isSuperAdmin ? (
    <Box
      as="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t("board.move", { name: cardTitle(request) })}
      aria-roledescription={t("board.draggable")}
      cursor="grab"
      color="fg.muted"
      rounded="sm"
      p="1"
      _hover={{ bg: "bg.muted", color: "fg" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid" }}
      data-testid="board-handle"
    >
      <GripIcon />
    </Box>
  ) : undefined;
  return (
    <Card.Root
      ref={setNodeRef}
      size="sm"
      rounded="lg"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      opacity={isDragging ? 0.4 : 1}
      data-testid="board-card"
      data-id={request.id}
      data-status={request.status}
    >
      <BoardCardBody request={request} isSuperAdmin={isSuperAdmin} handle={handle} />
    </Card.Root>
  );
}

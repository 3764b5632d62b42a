import { Badge, Box, Card, Flex, Link, Text } from "@chakra-ui/react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { LeadCard } from "../../../../shared/schemas/lead";

const GripIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

/** A lead's name on the board and in announcements: the start of its description. */
export const leadTitle = (l: LeadCard) => (l.description.length > 80 ? `${l.description.slice(0, 80)}…` : l.description);

/** "12.5 t per month": the amount in tonnes with its frequency (§9), or nothing. */
export function useAmountLabel() {
  const { t, i18n } = useTranslation(["options", "units"]);
  return (l: Pick<LeadCard, "amount" | "frequency">) =>
    l.amount == null ? "" : [`${new Intl.NumberFormat(i18n.language).format(l.amount)} ${t("units:t")}`, l.frequency ? t(`options:frequency.${l.frequency}`) : ""].filter(Boolean).join(" ");
}

/** What a card shows (§2): description (the link to /leads/{id}), company, material type, amount, assignee. */
export function LeadCardBody({ lead: l, handle }: { lead: LeadCard; handle?: ReactNode }) {
  const { t } = useTranslation("leads");
  const amount = useAmountLabel();
  return (
    <Card.Body p="3" gap="1.5">
      <Flex justify="space-between" align="center" gap="2">
        <Flex gap="1.5" align="center">
          <Badge size="sm" variant="subtle" colorPalette={l.type === "sell" ? "orange" : "blue"}>
            {t(`type.${l.type}`)}
          </Badge>
          <Badge size="sm" variant="outline">
            {l.materialType.toUpperCase()}
          </Badge>
        </Flex>
        {handle}
      </Flex>
      <Link asChild fontWeight="600" fontSize="sm" color="fg" lineClamp={3}>
        <RouterLink to={`/leads/${l.id}`} data-testid="lead-card-link">
          {leadTitle(l)}
        </RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted" truncate>
        {l.company?.name ?? "—"}
      </Text>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" gap="2">
        <span>{amount(l) || "—"}</span>
        <Text as="span" truncate data-testid="lead-card-assignee">
          {l.assignee?.name ?? t("board.unassigned")}
        </Text>
      </Flex>
    </Card.Body>
  );
}

/**
 * A draggable lead card. The grip is the drag handle (a button: Space or Enter picks it up, arrows move it,
 * Space drops, Escape cancels), so the card's link stays an ordinary link and nothing interactive nests.
 */
export function LeadBoardCard({ lead }: { lead: LeadCard }) {
  const { t } = useTranslation("leads");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lead.id, data: { lead } });
  const handle = (
    <Box
      as="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t("board.move", { name: leadTitle(lead) })}
      aria-roledescription={t("board.draggable")}
      cursor="grab"
      color="fg.muted"
      rounded="sm"
      p="1"
      _hover={{ bg: "bg.muted", color: "fg" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid" }}
      data-testid="lead-handle"
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
      data-testid="lead-card"
      data-id={lead.id}
      data-status={lead.status}
    >
      <LeadCardBody lead={lead} handle={handle} />
    </Card.Root>
  );
}

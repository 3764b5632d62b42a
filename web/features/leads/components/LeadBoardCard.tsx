import { Badge, Card, Flex, Link, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { LeadCard } from "../../../../shared/schemas/lead";
import { SortableCard } from "../../../components/SortableCard";

/** A lead's name on the board and in announcements: the start of its description. */
export const leadTitle = (l: LeadCard) => (l.description.length > 80 ? `${l.description.slice(0, 80)}…` : l.description);

/** "12.5 t per month": the amount in tonnes with its frequency, or nothing. */
export function useAmountLabel() {
  const { t, i18n } = useTranslation(["options", "units"]);
  return (l: Pick<LeadCard, "amount" | "frequency">) =>
    l.amount == null
      ? ""
      : [`${new Intl.NumberFormat(i18n.language).format(l.amount)} ${t("units:t")}`, l.frequency ? t(`options:frequency.${l.frequency}`) : ""]
          .filter(Boolean)
          .join(" ");
}

/** What a card shows: description (the link to /leads/{id}), company, material type, amount, assignee. */
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

/** A lead on the board, draggable by its grip (web/components/SortableCard.tsx). */
export function LeadBoardCard({ lead }: { lead: LeadCard }) {
  const { t } = useTranslation("leads");
  return (
    <SortableCard
      id={lead.id}
      data={{ lead }}
      moveLabel={t("board.move", { name: leadTitle(lead) })}
      roleDescription={t("board.draggable")}
      testId="lead-card"
      handleTestId="lead-handle"
      status={lead.status}
    >
      {(handle) => <LeadCardBody lead={lead} handle={handle} />}
    </SortableCard>
  );
}

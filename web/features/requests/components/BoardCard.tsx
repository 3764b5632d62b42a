import { Card, Flex, Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { SortableCard } from "../../../components/SortableCard";
import { formatDate } from "../../../lib/dates";
import { amountLabel, typeLabel } from "../labels";
import { TypeBadge } from "./cells";

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

/** A request on the board; staff drag it by its grip (web/components/SortableCard.tsx), others only look. */
export function BoardCard({ request, isSuperAdmin }: { request: MaterialRequestAnswer; isSuperAdmin: boolean }) {
  const { t } = useTranslation("materialRequests");
  return (
    <SortableCard
      id={request.id}
      data={{ request }}
      disabled={!isSuperAdmin}
      moveLabel={t("board.move", { name: cardTitle(request) })}
      roleDescription={t("board.draggable")}
      testId="board-card"
      handleTestId="board-handle"
      status={request.status}
    >
      {(handle) => <BoardCardBody request={request} isSuperAdmin={isSuperAdmin} handle={handle} />}
    </SortableCard>
  );
}

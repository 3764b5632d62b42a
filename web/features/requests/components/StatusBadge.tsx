import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { RequestStatus } from "../../../../shared/schemas/material-request";

/** Colour per status: where a request stands at a glance (board cards, the detail's summary). */
export const STATUS_PALETTE: Record<RequestStatus, string> = {
  open: "blue",
  in_progress: "purple",
  matching_completed: "green",
  no_matches: "orange",
  completed: "teal",
  deferred: "gray",
  wait_for_confirmation: "yellow",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation("materialRequests");
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? "gray"} variant="subtle" data-testid="status-badge" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

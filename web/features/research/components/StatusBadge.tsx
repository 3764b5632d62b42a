import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ResearchStatus } from "../../../../shared/schemas/research";

/** Operation status labels and colours: In Progress amber, Completed green, Failed red. */
const PALETTE: Record<ResearchStatus, string> = { pending: "gray", inProgress: "orange", completed: "green", failed: "red" };

export function StatusBadge({ status }: { status: ResearchStatus }) {
  const { t } = useTranslation("research");
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-testid="research-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

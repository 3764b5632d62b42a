import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { WorkflowStatus } from "../../../../shared/schemas/workflow";

/** Workflow status colours: completed green, failed red, running blue, any other status grey. */
const PALETTE: Partial<Record<WorkflowStatus, string>> = { completed: "green", failed: "red", running: "blue" };

export function WorkflowStatusBadge({ status }: { status: WorkflowStatus }) {
  const { t } = useTranslation("workflows");
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"} variant="subtle" data-testid="workflow-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

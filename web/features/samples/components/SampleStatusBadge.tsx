import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { SampleStatus } from "../../../../shared/schemas/sample";

const PALETTE: Record<SampleStatus, string> = { draft: "gray", sent: "blue", delivered: "green" };

/** A sample's status as a badge: the word carries the meaning, the colour only helps. */
export function SampleStatusBadge({ status }: { status: SampleStatus }) {
  const { t } = useTranslation("samples");
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-testid="sample-status-badge">
      {t(`status.${status}`)}
    </Badge>
  );
}

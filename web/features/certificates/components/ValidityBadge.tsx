import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CertificateValidity } from "../../../../shared/schemas/certificate";

const palette: Record<CertificateValidity, string> = { valid: "green", notYetValid: "gray", expired: "red" };

/** Where a register entry stands today: valid, not yet valid or expired. */
export function ValidityBadge({ validity }: { validity: CertificateValidity }) {
  const { t } = useTranslation("certificates");
  return (
    <Badge colorPalette={palette[validity]} variant="subtle" data-testid={`validity-${validity}`}>
      {t(`validity.${validity}`)}
    </Badge>
  );
}

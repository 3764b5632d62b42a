import { Badge, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CertificateStatus, MaterialCertificateStatus } from "../../../../shared/rules/certificates";

const PALETTE: Record<CertificateStatus, string> = { verified: "green", unverified: "orange", expired: "red" };

/**
 * The certificates a material names, each with its status in the company's register: verified (green),
 * unverified (orange) or expired (red). A name the answer gives no status for is shown as named.
 */
export function CertificateBadges({
  names,
  statuses,
  size = "md",
}: {
  names: readonly string[];
  statuses?: readonly MaterialCertificateStatus[];
  size?: "sm" | "md";
}) {
  const { t } = useTranslation(["public", "options"]);
  return (
    <HStack wrap="wrap" gap={size === "sm" ? "1.5" : "2"} data-testid="certificate-badges">
      {names.map((c) => {
        const status = statuses?.find((s) => s.name === c)?.status;
        return (
          <Badge key={c} size={size} variant="outline" colorPalette={status && PALETTE[status]} data-testid={`certificate-${status ?? "named"}`}>
            {t(`options:certificate.${c}`, { defaultValue: c })}
            {status && ` · ${t(`material.certificateStatus.${status}`)}`}
          </Badge>
        );
      })}
    </HStack>
  );
}

import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CertificateStatus, PassportCertificate } from "../../../../shared/schemas/passport";
import { formatDay } from "../../../lib/dates";

const PALETTE: Record<CertificateStatus, string> = { verified: "green", unverified: "gray", expired: "red" };

/** Each certificate with its standing in the certificate register, and the last day it is valid when known. */
export function Certificates({ certificates }: { certificates: PassportCertificate[] }) {
  const { t } = useTranslation(["passports", "options"]);
  if (!certificates.length) return <Text color="fg.muted">{t("certificates.none")}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {certificates.map((c) => (
        <HStack as="li" key={c.name} justify="space-between" gap="3" wrap="wrap" borderBottomWidth="1px" pb="2" data-testid="passport-certificate">
          <Text fontWeight="600">{t(`options:certificate.${c.name}`, { defaultValue: c.name })}</Text>
          <HStack gap="2">
            {c.validUntil && <Text color="fg.muted">{t("certificates.validUntil", { date: formatDay(c.validUntil) })}</Text>}
            <Badge colorPalette={PALETTE[c.status]} variant="subtle" data-status={c.status}>
              {t(`certificates.status.${c.status}`)}
            </Badge>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

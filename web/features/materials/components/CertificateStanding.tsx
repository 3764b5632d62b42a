import { Badge, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { certificateStatuses, type CertificateStatus } from "../../../../shared/rules/certificates";
import type { Material } from "../../../../shared/schemas/material";
import { useApi } from "../../../lib/queryKeys";
import { optionLabel } from "../labels";

const PALETTE: Record<CertificateStatus, string> = { verified: "green", unverified: "orange", expired: "red" };

/**
 * Each certificate the material names, checked against its company's certificate register with the rule the
 * matching engine and the passport use: only a verified one counts. Shown only when the material names any.
 */
export function CertificateStanding({ material }: { material: Pick<Material, "companyId" | "certificates"> }) {
  const { t } = useTranslation("products");
  const names = material.certificates ?? [];
  const { data, error } = useApi("GET /companies/{id}/certificates", names.length ? { params: { id: material.companyId } } : null);
  if (!names.length || error) return null;
  const today = new Date().toISOString().slice(0, 10);
  const statuses = data ? certificateStatuses(names, data.certificates, today) : names.map((name) => ({ name, status: null }));
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid="certificate-standing">
      <Heading size="sm">{t("certificateStanding.title")}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t("certificateStanding.hint")}
      </Text>
      {statuses.map((s) => (
        <Flex key={s.name} justify="space-between" align="center" gap="2" data-testid="certificate-standing-row" data-status={s.status ?? "loading"}>
          <Text fontSize="sm">{optionLabel(t, "certificate", s.name)}</Text>
          {s.status && (
            <Badge colorPalette={PALETTE[s.status]} variant="subtle">
              {t(`certificateStanding.${s.status}`)}
            </Badge>
          )}
        </Flex>
      ))}
    </Stack>
  );
}

import { Box, Button, Card, Flex, Heading, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Lead } from "../../../../shared/schemas/lead";
import type { Sample } from "../../../../shared/schemas/sample";
import { formatDate } from "../../../lib/dates";
import { useLeadSamples } from "../api";
import { SampleStatusBadge } from "./SampleStatusBadge";

const SampleDialog = lazy(() => import("./SampleDialog"));

/** The lead page's samples card: the lead's samples with New sample and Edit sample. */
export function SamplesCard({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation(["samples", "units"]);
  const { data, error } = useLeadSamples(lead.id);
  const [editing, setEditing] = useState<Sample | "new" | null>(null);
  const kg = (n: number | null | undefined) => (n === null || n === undefined ? "—" : `${new Intl.NumberFormat(i18n.language).format(n)} ${t("units:kg")}`);

  return (
    <Card.Root rounded="xl" data-testid="samples-card">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading size="md" as="h2">
            {t("card.title")}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => setEditing("new")} data-testid="new-sample">
            {t("card.new")}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {error ? (
          <Text color="fg.error">{t("loadFailed")}</Text>
        ) : !data ? (
          <Spinner color="brand.solid" />
        ) : data.items.length === 0 ? (
          <Text color="fg.muted" data-testid="samples-card-empty">
            {t("card.empty")}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {data.items.map((s) => (
              <Box as="li" key={s.id} borderWidth="1px" rounded="lg" p="3" data-testid="lead-sample">
                <Flex justify="space-between" gap="2" align="flex-start" wrap="wrap">
                  <Box minW="0">
                    {s.material ? (
                      <Link asChild fontWeight="600">
                        <RouterLink to={`/materials/${s.materialId}`}>{s.material.name}</RouterLink>
                      </Link>
                    ) : (
                      <Text fontWeight="600">{s.materialId}</Text>
                    )}
                    <Text fontSize="sm" color="fg.muted">
                      {[kg(s.amountKg), s.contact?.name, s.carrier ? t(`carrier.${s.carrier}`) : null, s.trackingNumber].filter(Boolean).join(" · ")}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t("card.dates", { created: formatDate(s.createdDate), updated: formatDate(s.statusUpdatedDate) })}
                    </Text>
                  </Box>
                  <Flex gap="2" align="center">
                    <SampleStatusBadge status={s.status} />
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setEditing(s)}
                      aria-label={t("card.editOf", { name: s.material?.name ?? s.materialId })}
                      data-testid="edit-sample"
                    >
                      {t("card.edit")}
                    </Button>
                  </Flex>
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
      {editing && (
        <Suspense fallback={null}>
          <SampleDialog lead={lead} sample={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card.Root>
  );
}

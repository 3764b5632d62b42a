import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { applicationLabel } from "../../../lib/applications";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { amountLabel, moneyLabel, optionLabel, typeLabel, viscosityLabel, voucherLabel } from "../labels";
import { StatusBadge } from "./StatusBadge";

/** The facts the request states; empty ones are left out (a buyer's short request would read as a column of dashes). */
function Facts({ facts: all }: { facts: [string, ReactNode][] }) {
  const facts = all.filter(([, v]) => v !== "" && v != null);
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gapX="4" gapY="2" fontSize="sm">
      {facts.map(([label, value]) => (
        <Box key={label} minW="0">
          <Text as="dt" color="fg.muted" fontSize="xs">
            {label}
          </Text>
          <Text as="dd" wordBreak="break-word">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function InfoCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card.Root size="sm" rounded="xl" data-testid={testId}>
      <Card.Body gap="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The detail's top: company card, contact, and the request summary. */
export function RequestSummary({ request: r }: { request: MaterialRequestAnswer }) {
  const { t, i18n } = useTranslation(["materialRequests", "options", "units", "applications"]);
  const opts = (group: string, v: readonly string[] | null | undefined) => (v ?? []).map((x) => optionLabel(t, group, x)).join(", ");
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mb="6">
      <Stack gap="4">
        <InfoCard title={t("detail.company")} testId="request-company">
          {r.company ? (
            <Stack gap="1">
              <Link asChild fontWeight="600" color="brand.fg">
                <RouterLink to={`/companies/${r.company.id}`}>{r.company.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {[r.company.type && t(`options:companyType.${r.company.type}`, { defaultValue: r.company.type }), r.company.countryCode]
                  .filter(Boolean)
                  .join(" · ") || "—"}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">—</Text>
          )}
        </InfoCard>
        <InfoCard title={t("detail.contact")} testId="request-contact">
          {r.contact ? (
            <Stack gap="1" fontSize="sm">
              <Link asChild fontWeight="600" color="brand.fg">
                <RouterLink to={`/contacts/${r.contact.id}`}>{r.contact.name || t("common:noName")}</RouterLink>
              </Link>
              {r.contact.position && <Text color="fg.muted">{r.contact.position}</Text>}
              {r.contact.email && (
                <Link href={`mailto:${r.contact.email}`} color="fg">
                  {r.contact.email}
                </Link>
              )}
            </Stack>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t("detail.noContact")}
            </Text>
          )}
        </InfoCard>
      </Stack>
      <Box gridColumn={{ lg: "span 2" }}>
        <InfoCard title={t("detail.summary")} testId="request-summary">
          <Text whiteSpace="pre-wrap">{r.description}</Text>
          <Facts
            facts={[
              [t("columns.status"), <StatusBadge key="s" status={r.status} />],
              [t("columns.type"), t(`type.${r.type}`)],
              [t("form.materialType"), typeLabel(r.materialType)],
              [t("columns.amount"), amountLabel(t, i18n.language, r)],
              [t("columns.targetPrice"), r.targetPrice ? `${moneyLabel(i18n.language, r.targetPrice)} / ${t("units:t")}` : ""],
              [t("columns.conditions"), opts("condition", r.conditions)],
              [t("columns.colors"), opts("color", r.colors)],
              [t("columns.sources"), opts("source", r.materialSources)],
              [t("columns.viscosity"), [viscosityLabel(t, r.viscosity), r.viscosityDescription].filter(Boolean).join(" — ")],
              [t("columns.applications"), (r.applications ?? []).map((a) => applicationLabel(t, a)).join(", ")],
              [t("form.processingMethods"), opts("processingMethod", r.processingMethods)],
              [t("form.certificates"), opts("certificate", r.certificates)],
              [t("form.origin"), (r.origin ?? []).join(", ")],
              [t("columns.voucher"), voucherLabel(r.voucher)],
              [t("detail.assignee"), r.assignee?.name ?? ""],
              [t("columns.created"), formatDate(r.createdDate)],
              [t("detail.matchedDate"), r.matchedDate ? formatDateTime(r.matchedDate) : t("detail.notMatchedYet")],
              [
                t("detail.documents"),
                r.documents.length ? (
                  <Stack key="d" gap="1" data-testid="request-documents-list">
                    {r.documents.map((d) => (
                      <Link key={d.id} href={d.url} target="_blank" rel="noopener noreferrer">
                        {d.name}
                      </Link>
                    ))}
                  </Stack>
                ) : (
                  t("detail.noDocuments")
                ),
              ],
            ]}
          />
        </InfoCard>
      </Box>
    </SimpleGrid>
  );
}

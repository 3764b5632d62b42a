import { Box, Card, Flex, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatDate } from "../../../lib/dates";
import { requestFacts, TypeBadge } from "./cells";
import { RequestActions } from "./RequestActions";
import type { RequestRowsProps } from "./RequestsTable";
import { StatusSelect } from "./StatusSelect";

/** The request list on phones: one card per request, the table's columns as facts, status and actions at the foot. */
export function RequestCards({ items, isSuperAdmin, onEdit }: RequestRowsProps) {
  const { t, i18n } = useTranslation(["materialRequests", "options", "units", "applications"]);
  const list = (v: string[]) => (v.length ? v.join(", ") : "—");
  return (
    <Stack gap="3" data-testid="requests-cards">
      {items.map((r) => {
        const f = requestFacts(t, i18n.language, r);
        const title = [f.materialType, r.description].filter(Boolean).join(" · ");
        const facts: [string, ReactNode][] = [
          [t("columns.company"), r.company?.name ?? "—"],
          [t("columns.amount"), f.amount],
          [t("columns.targetPrice"), f.targetPrice],
          [t("columns.conditions"), list(f.conditions)],
          [t("columns.colors"), list(f.colors)],
          [t("columns.sources"), list(f.sources)],
          [t("columns.viscosity"), f.viscosity],
          [t("columns.applications"), list(f.applications)],
          [t("columns.voucher"), f.voucher],
          [t("columns.updated"), formatDate(r.updatedDate)],
        ];
        return (
          <Card.Root key={r.id} size="sm" rounded="xl" data-testid="request-card" data-id={r.id}>
            <Card.Body gap="3">
              <Flex justify="space-between" gap="2" align="flex-start">
                <Box minW="0">
                  {isSuperAdmin ? (
                    <Link asChild fontWeight="600" color="fg">
                      <RouterLink to={`/material-requests/${r.id}`} data-testid="request-link">
                        {title}
                      </RouterLink>
                    </Link>
                  ) : (
                    <Text fontWeight="600" lineClamp={2} data-testid="request-title">
                      {title}
                    </Text>
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    {formatDate(r.createdDate)}
                  </Text>
                </Box>
                <TypeBadge type={r.type} />
              </Flex>
              <SimpleGrid as="dl" columns={2} gapX="3" gapY="1" fontSize="sm">
                {facts.map(([label, value]) => (
                  <Box key={label} minW="0">
                    <Text as="dt" color="fg.muted" fontSize="xs">
                      {label}
                    </Text>
                    <Text as="dd" truncate>
                      {value}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <StatusSelect request={r} canChange={isSuperAdmin} />
                <RequestActions request={r} isSuperAdmin={isSuperAdmin} onEdit={onEdit} />
              </Flex>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

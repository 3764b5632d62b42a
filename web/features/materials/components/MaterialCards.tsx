import { Box, Card, Flex, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Material } from "../../../../shared/schemas/material";
import { formatDate } from "../../../lib/dates";
import { optionLabel, typeLabel } from "../labels";
import { DqlBadge, InvalidBadge } from "./DqlBadge";

/**
 * The product list on phones: one card per product with what a buyer or seller scans first (name, level,
 * type, company, condition, amount, price, update); the full columns are one tap away on the product.
 */
export function MaterialCards({ items }: { items: Material[] }) {
  const { t, i18n } = useTranslation(["products", "properties", "options", "units"]);
  const num = new Intl.NumberFormat(i18n.language);
  const facts = (m: Material): [string, string][] => [
    [t("properties:type"), typeLabel(m.type)],
    [t("list.company"), m.company?.name ?? "—"],
    [t("properties:condition"), optionLabel(t, "condition", m.condition) || "—"],
    [t("list.amount"), m.capacity?.amount != null ? `${num.format(m.capacity.amount)} ${t("units:t")}` : "—"],
    [t("list.targetPrice"), m.pricePerTon ? `${new Intl.NumberFormat(i18n.language, { style: "currency", currency: m.pricePerTon.currency ?? "EUR", maximumFractionDigits: 0 }).format(m.pricePerTon.amount)} / ${t("units:t")}` : "—"],
    [t("list.updated"), formatDate(m.updatedDate)],
  ];
  return (
    <Stack gap="3" data-testid="materials-cards">
      {items.map((m) => (
        <Card.Root key={m.id} size="sm" rounded="xl" data-testid="material-card" data-id={m.id}>
          <Card.Body gap="3">
            <Flex justify="space-between" gap="2" align="flex-start">
              <Link asChild fontWeight="600" color="fg">
                <RouterLink to={`/materials/${m.id}`} data-testid="material-link">
                  {m.name}
                </RouterLink>
              </Link>
              <Flex gap="1" flexShrink={0}>
                <DqlBadge level={m.dataQualityLevel} />
                {m.invalid && <InvalidBadge />}
              </Flex>
            </Flex>
            <SimpleGrid as="dl" columns={2} gapX="3" gapY="1" fontSize="sm">
              {facts(m).map(([label, value]) => (
                <Box key={label}>
                  <Text as="dt" color="fg.muted" fontSize="xs">
                    {label}
                  </Text>
                  <Text as="dd">{value}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

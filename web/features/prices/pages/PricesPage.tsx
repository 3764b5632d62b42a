import { Box, Card, EmptyState, Flex, SimpleGrid, Spinner, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { TagIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { formatDate } from "../../../lib/dates";
import { usePrices, type PriceRow } from "../api";
import { TrendArrow } from "../components/TrendArrow";

/** /prices: min, avg and max in EUR per tonne per type × condition × colour group. */
export default function PricesPage() {
  const { t, i18n } = useTranslation(["prices", "options"]);
  const { data, error } = usePrices();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const eurFormat = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const eur = (n: number) => eurFormat.format(n);
  const condition = (c: string) => (c === "none" ? t("notGiven") : t(`options:condition.${c}`, { defaultValue: c }));
  const head = [t("materialType"), t("condition"), t("color"), t("min"), t("avg"), t("max"), t("sampleSize"), t("trend")];
  const cells = (r: PriceRow) => [
    r.materialType.toUpperCase(),
    condition(r.condition),
    t(`colorGroup.${r.color}`),
    eur(r.min),
    eur(r.avg),
    eur(r.max),
    String(r.sampleSize),
  ];
  const numeric = (i: number) => i >= 3 && i <= 6;

  return (
    <Box>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {error ? (
        <Text color="fg.error">{t("loadFailed")}</Text>
      ) : !data ? (
        <Flex justify="center" py="16">
          <Spinner color="brand.solid" />
        </Flex>
      ) : (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" data-testid="prices-collected-on">
            {t("collectedOn", { date: formatDate(data.collectedOn), from: formatDate(data.from), to: formatDate(data.to) })}
          </Text>
          {data.items.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="prices-empty">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <TagIcon />
                </EmptyState.Indicator>
                <EmptyState.Title>{t("noData")}</EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : phone ? (
            <Stack gap="3" data-testid="prices-cards">
              {data.items.map((r) => {
                const c = cells(r);
                return (
                  <Card.Root key={`${r.materialType}|${r.condition}|${r.color}`} size="sm" rounded="xl" data-testid="price-row">
                    <Card.Body gap="2">
                      <Flex justify="space-between" align="center">
                        <Text fontWeight="600">{`${c[0]} · ${c[1]} · ${c[2]}`}</Text>
                        <TrendArrow row={r} eur={eur} />
                      </Flex>
                      <SimpleGrid columns={4} gap="2" fontSize="sm">
                        {[3, 4, 5, 6].map((i) => (
                          <Box key={i}>
                            <Text fontSize="xs" color="fg.muted">
                              {head[i]}
                            </Text>
                            <Text fontVariantNumeric="tabular-nums">{c[i]}</Text>
                          </Box>
                        ))}
                      </SimpleGrid>
                    </Card.Body>
                  </Card.Root>
                );
              })}
            </Stack>
          ) : (
            <Box borderWidth="1px" rounded="xl" bg="bg" overflow="hidden">
              <Table.Root size="sm" data-testid="prices-table">
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    {head.map((h, i) => (
                      <Table.ColumnHeader
                        key={h}
                        textAlign={numeric(i) ? "end" : i === 7 ? "center" : undefined}
                        color="fg.muted"
                        fontSize="xs"
                        textTransform="uppercase"
                        letterSpacing="wide"
                        py="3"
                      >
                        {h}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((r) => (
                    <Table.Row key={`${r.materialType}|${r.condition}|${r.color}`} data-testid="price-row">
                      {cells(r).map((v, i) => (
                        <Table.Cell
                          key={i}
                          textAlign={numeric(i) ? "end" : undefined}
                          fontVariantNumeric={numeric(i) ? "tabular-nums" : undefined}
                          fontWeight={i === 0 || i === 4 ? "600" : undefined}
                        >
                          {v}
                        </Table.Cell>
                      ))}
                      <Table.Cell textAlign="center">
                        <TrendArrow row={r} eur={eur} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          <Text fontSize="xs" color="fg.muted">
            {t("rates")}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

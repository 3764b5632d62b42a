import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Doughnut } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import type { Breakdown } from "../../../../shared/schemas/insights";
import { useAnalytics } from "../api";
import { colorAt, formatShare, LEGEND_ROWS, legendRows, sharePercent } from "../shares";
import { ChartCard } from "./ChartCard";
import "./charts";

type Dimension = "type" | "condition" | "country";

/** How a slice's key reads: types upper-cased, conditions by their option name, countries by their name. */
function useKeyLabel(dimension: Dimension) {
  const { t, i18n } = useTranslation(["dashboard", "options"]);
  return (key: string) => {
    if (key === "none") return t("analytics.notGiven");
    if (dimension === "type") return key.toUpperCase();
    if (dimension === "condition") return t(`options:condition.${key}`, { defaultValue: key });
    try {
      return new Intl.DisplayNames([i18n.language], { type: "region" }).of(key) ?? key;
    } catch {
      return key;
    }
  };
}

/** A doughnut with its legend list: 5 rows (expandable to all), each with value and share to one decimal. */
export function BreakdownCard({ metric, title, dimension, testId }: { metric: Breakdown["metric"]; title: string; dimension: Dimension; testId: string }) {
  const { t, i18n } = useTranslation("dashboard");
  const { data, error, isLoading, mutate } = useAnalytics(metric);
  const [expanded, setExpanded] = useState(false);
  const label = useKeyLabel(dimension);
  const b = data?.kind === "breakdown" ? data : null;
  const slices = b?.slices ?? [];
  const num = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const amount = (v: number) => t(b?.unit === "t/year" ? "analytics.tonnesPerYear" : "analytics.tonnes", { value: num.format(v) });
  const total = b?.total ?? 0;
  const summary = slices.length
    ? t("analytics.doughnutSummary", {
        title,
        total: amount(total),
        largest: `${label(slices[0].key)} ${formatShare(sharePercent(slices[0].value, total), i18n.language)}`,
      })
    : title;
  return (
    <ChartCard title={title} testId={testId} loading={isLoading} error={error} empty={!!data && slices.length === 0} onRetry={() => void mutate()}>
      <Stack gap="3">
        <Box h="40" position="relative">
          <Doughnut
            role="img"
            aria-label={summary}
            data-testid="doughnut-chart"
            data={{
              labels: slices.map((s) => label(s.key)),
              datasets: [{ data: slices.map((s) => s.value), backgroundColor: slices.map((_, i) => colorAt(i)), borderWidth: 1 }],
            }}
            options={{
              maintainAspectRatio: false,
              animation: false,
              cutout: "62%",
              plugins: { tooltip: { callbacks: { label: (c) => ` ${amount(c.parsed)}` } } },
            }}
          />
        </Box>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          {t("analytics.total", { value: amount(total) })}
        </Text>
        <Box as="ul" listStyleType="none" aria-label={t("analytics.legend", { title })} data-testid="legend">
          {legendRows(slices, expanded).map((s) => {
            const i = slices.indexOf(s);
            return (
              <Flex as="li" key={s.key} align="center" gap="2" py="1" fontSize="sm" data-testid="legend-row">
                <Box boxSize="3" rounded="sm" bg={colorAt(i)} flexShrink={0} aria-hidden />
                <Text flex="1" truncate>
                  {label(s.key)}
                </Text>
                <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                  {amount(s.value)}
                </Text>
                <Text w="14" textAlign="end" fontWeight="600" fontVariantNumeric="tabular-nums" data-testid="legend-share">
                  {formatShare(sharePercent(s.value, total), i18n.language)}
                </Text>
              </Flex>
            );
          })}
        </Box>
        {slices.length > LEGEND_ROWS && (
          <Button size="xs" variant="ghost" alignSelf="flex-start" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)} data-testid="legend-toggle">
            {expanded ? t("analytics.showLess") : t("analytics.showAll", { count: slices.length })}
          </Button>
        )}
      </Stack>
    </ChartCard>
  );
}

import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { BreakdownCard } from "./BreakdownCard";
import { WeeklyChartCard } from "./WeeklyChartCard";

/**
 * The super admin's home: two weekly line charts and six doughnuts. Its own chunk
 * (HomePage loads it lazily), so chart.js is fetched only by admins, after the greeting has rendered.
 */
export default function AnalyticsDashboard() {
  const { t } = useTranslation("dashboard");
  const breakdowns = [
    ["MATERIAL_TOTAL_AMOUNT_BY_TYPE", "amountByType", "type"],
    ["MATERIAL_TOTAL_AMOUNT_BY_CONDITION", "amountByCondition", "condition"],
    ["MATERIAL_TOTAL_AMOUNT_BY_COUNTRY", "amountByCountry", "country"],
    ["MATERIAL_TOTAL_CAPACITY_BY_TYPE", "capacityByType", "type"],
    ["MATERIAL_TOTAL_CAPACITY_BY_CONDITION", "capacityByCondition", "condition"],
    ["MATERIAL_TOTAL_CAPACITY_BY_COUNTRY", "capacityByCountry", "country"],
  ] as const;
  return (
    <Stack gap="4" data-testid="analytics-dashboard">
      <Heading as="h2" size="lg">
        {t("analytics.title")}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <WeeklyChartCard metric="WEEKLY_CREATED_TOTALS" title={t("analytics.weeklyCreated")} testId="chart-weekly-created" />
        <WeeklyChartCard
          metric="WEEKLY_MATERIALS_ACTIVITY"
          title={t("analytics.weeklyActivity")}
          hint={t("analytics.weeklyActivityHint")}
          testId="chart-weekly-activity"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {breakdowns.map(([metric, key, dimension]) => (
          <BreakdownCard key={metric} metric={metric} title={t(`analytics.${key}`)} dimension={dimension} testId={`chart-${key}`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

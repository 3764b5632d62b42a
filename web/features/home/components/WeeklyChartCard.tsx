import { Box } from "@chakra-ui/react";
import { Line } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import type { WeeklySeries } from "../../../../shared/schemas/insights";
import { formatDate } from "../../../lib/dates";
import { useAnalytics } from "../api";
import { ChartCard } from "./ChartCard";
import "./charts";

/** A weekly line chart (materials created, or activity), the last 12 ISO weeks, zero-filled by the API. */
export function WeeklyChartCard({ metric, title, hint, testId }: { metric: WeeklySeries["metric"]; title: string; hint?: string; testId: string }) {
  const { t, i18n } = useTranslation("dashboard");
  const { data, error, isLoading, mutate } = useAnalytics(metric);
  const points = data?.kind === "weekly" ? data.points : [];
  const total = points.reduce((s, p) => s + p.value, 0);
  const labels = points.map((p) => formatDate(p.week).slice(0, 5));
  const summary = t("analytics.lineSummary", { title, total: new Intl.NumberFormat(i18n.language).format(total), weeks: points.length });
  return (
    <ChartCard title={title} hint={hint} testId={testId} loading={isLoading} error={error} empty={!!data && total === 0} onRetry={() => void mutate()}>
      <Box h="48" position="relative">
        <Line
          role="img"
          aria-label={summary}
          data-testid="line-chart"
          data={{
            labels,
            datasets: [
              { data: points.map((p) => p.value), borderColor: "#0f766e", backgroundColor: "rgba(15,118,110,0.12)", fill: true, tension: 0.3, pointRadius: 3 },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { grid: { display: false } } },
            plugins: { tooltip: { callbacks: { title: (items) => t("analytics.weekOf", { date: formatDate(points[items[0]?.dataIndex ?? 0]?.week) }) } } },
          }}
        />
      </Box>
    </ChartCard>
  );
}

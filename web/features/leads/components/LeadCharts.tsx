import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { BarElement, CategoryScale, Chart, LinearScale, LineElement, PointElement, Tooltip, type Plugin } from "chart.js";
import type { ReactNode } from "react";
import { Bar, Line } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useLeadAnalytics } from "../api";
import { yAxis } from "../charts";

// Only the chart.js parts these charts draw; this module is loaded lazily by the analytics page.
Chart.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip);
Chart.defaults.font.family = "inherit";

const COLOR = "#0f766e";

function ChartFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="xl" p={{ base: "4", md: "5" }} data-testid={testId} minW="0">
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      <Box h="64" position="relative">
        {children}
      </Box>
    </Box>
  );
}

/** Writes the y-axis as drawn onto the canvas (data-y-ticks, data-y-max), where the Chromium tests read it. */
const axisAttributes: Plugin = {
  id: "axisAttributes",
  afterLayout(chart) {
    const y = chart.scales.y;
    chart.canvas.dataset.yTicks = y.ticks.map((t) => t.value).join(",");
    chart.canvas.dataset.yMax = String(y.max);
  },
};

const options = (values: number[]) => ({
  maintainAspectRatio: false,
  animation: false as const,
  scales: { y: yAxis(values), x: { grid: { display: false } } },
  plugins: { legend: { display: false } },
});

/** The three charts of /leads-analytics: created per week (Monday weeks), per assignee, by status today. */
export default function LeadCharts() {
  const { t } = useTranslation("leads");
  const { data, error, isLoading, mutate } = useLeadAnalytics();
  if (isLoading) return <Skeleton h="64" rounded="xl" />;
  if (error || !data)
    return (
      <Flex direction="column" align="center" gap="2" py="10">
        <Text color="fg.error">{t("analytics.loadFailed")}</Text>
        <Button size="xs" variant="outline" onClick={() => void mutate()}>
          {t("analytics.retry")}
        </Button>
      </Flex>
    );
  const weekly = data.weeklyCreated.map((w) => w.count);
  const perAssignee = data.perAssignee.map((a) => a.count);
  const byStatus = data.byStatus.map((s) => s.count);
  const summary = (title: string, labels: string[], values: number[]) => `${title}: ${labels.map((l, i) => `${l} ${values[i]}`).join(", ")}`;
  const weekLabels = data.weeklyCreated.map((w) => formatDate(w.week).slice(0, 5));
  const assigneeLabels = data.perAssignee.map((a) => a.name ?? t("board.unassigned"));
  const statusLabels = data.byStatus.map((s) => t(`status.${s.status}`));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartFrame title={t("analytics.weekly")} testId="lead-chart-weekly">
        <Line
          role="img"
          aria-label={summary(t("analytics.weekly"), weekLabels, weekly)}
          data={{ labels: weekLabels, datasets: [{ data: weekly, borderColor: COLOR, backgroundColor: COLOR, tension: 0, pointRadius: 3 }] }}
          options={options(weekly)}
          plugins={[axisAttributes]}
        />
      </ChartFrame>
      <ChartFrame title={t("analytics.perAssignee")} testId="lead-chart-assignee">
        <Bar
          role="img"
          aria-label={summary(t("analytics.perAssignee"), assigneeLabels, perAssignee)}
          data={{ labels: assigneeLabels, datasets: [{ data: perAssignee, backgroundColor: COLOR }] }}
          options={options(perAssignee)}
          plugins={[axisAttributes]}
        />
      </ChartFrame>
      <ChartFrame title={t("analytics.byStatus")} testId="lead-chart-status">
        <Bar
          role="img"
          aria-label={summary(t("analytics.byStatus"), statusLabels, byStatus)}
          data={{ labels: statusLabels, datasets: [{ data: byStatus, backgroundColor: COLOR }] }}
          options={options(byStatus)}
          plugins={[axisAttributes]}
        />
      </ChartFrame>
    </SimpleGrid>
  );
}

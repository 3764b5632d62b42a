import { Box } from "@chakra-ui/react";
import { Line } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import type { PriceHistoryPoint } from "../api";
import "./charts";

/** Min, avg and max per week as three lines (loaded lazily with chart.js); weeks without prices are gaps. */
export default function PriceHistoryChart({ points, summary, eur }: { points: PriceHistoryPoint[]; summary: string; eur: (n: number) => string }) {
  const { t } = useTranslation("prices");
  const line = (key: "min" | "avg" | "max", color: string, width: number) => ({
    label: t(key),
    data: points.map((p) => p[key]),
    borderColor: color,
    backgroundColor: color,
    borderWidth: width,
    pointRadius: 0,
    pointHitRadius: 6,
    tension: 0.25,
  });
  return (
    <Box h={{ base: "56", md: "72" }} position="relative">
      <Line
        role="img"
        aria-label={summary}
        data-testid="price-history-chart"
        data={{
          labels: points.map((p) => formatDate(p.week).slice(0, 5)),
          datasets: [line("max", "#93c5fd", 1.5), line("avg", "#0f766e", 2.5), line("min", "#fca5a5", 1.5)],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: "index", intersect: false },
          scales: { x: { grid: { display: false }, ticks: { maxTicksLimit: 13 } }, y: { ticks: { callback: (v) => eur(Number(v)) } } },
          plugins: {
            tooltip: {
              callbacks: {
                title: (items) => t("weekOf", { date: formatDate(points[items[0]?.dataIndex ?? 0]?.week) }),
                label: (item) => `${item.dataset.label}: ${item.parsed.y === null ? "–" : eur(item.parsed.y)}`,
              },
            },
          },
        }}
      />
    </Box>
  );
}

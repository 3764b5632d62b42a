import { Box } from "@chakra-ui/react";
import { Line } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import type { PriceHistoryPoint } from "../api";
import "./charts";

/**
 * Min, avg and max per week as three lines (loaded lazily with chart.js); weeks without prices are gaps. The
 * average is drawn on top (a week of one price has all three on the same spot).
 */
export default function PriceHistoryChart({ points, summary, eur }: { points: PriceHistoryPoint[]; summary: string; eur: (n: number) => string }) {
  const { t } = useTranslation("prices");
  const line = (key: "min" | "avg" | "max", color: string, width: number, order: number) => ({
    label: t(key),
    data: points.map((p) => p[key]),
    borderColor: color,
    backgroundColor: color,
    borderWidth: width,
    pointRadius: 0,
    pointHitRadius: 6,
    tension: 0.25,
    order,
  });
  return (
    <Box h={{ base: "56", md: "72" }} position="relative">
      <Line
        role="img"
        aria-label={summary}
        data-testid="price-history-chart"
        data={{
          labels: points.map((p) => formatDate(p.week).slice(0, 5)),
          datasets: [line("max", "#60a5fa", 1.5, 1), line("avg", "#0f766e", 2.5, 0), line("min", "#f87171", 1.5, 1)],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: "index", intersect: false },
          scales: { x: { grid: { display: false }, ticks: { maxTicksLimit: 13 } }, y: { ticks: { callback: (v) => eur(Number(v)) } } },
          plugins: {
            legend: { display: true, position: "bottom", labels: { boxWidth: 12, boxHeight: 2 } },
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

import { Box } from "@chakra-ui/react";
import { Line } from "react-chartjs-2";
import type { PriceHistoryPoint } from "../api";
import "./charts";

/**
 * A row's 52-week average as a small line without axes (loaded lazily with chart.js). Decorative: the button
 * around it names what it opens, and the full chart has the text alternative.
 */
export default function PriceSparkline({ points }: { points: PriceHistoryPoint[] }) {
  return (
    <Box w="28" h="8" position="relative" aria-hidden="true" data-testid="price-sparkline">
      <Line
        data={{
          labels: points.map((p) => p.week),
          datasets: [{ data: points.map((p) => p.avg), borderColor: "#0f766e", borderWidth: 1.5, pointRadius: 0, tension: 0.3, spanGaps: false }],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          events: [],
          scales: { x: { display: false }, y: { display: false } },
          plugins: { legend: { display: false }, tooltip: { enabled: false } },
        }}
      />
    </Box>
  );
}

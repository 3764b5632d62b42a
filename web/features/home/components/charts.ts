import { ArcElement, CategoryScale, Chart, Filler, LinearScale, LineElement, PointElement, Tooltip } from "chart.js";

/**
 * Only the chart.js parts the home draws (tree-shaken): lines with points on two scales, doughnut arcs and
 * tooltips. Imported by the lazily loaded dashboard, so none of it reaches /login or the non-admin home.
 */
Chart.register(ArcElement, CategoryScale, Filler, LinearScale, LineElement, PointElement, Tooltip);
Chart.defaults.font.family = "inherit";

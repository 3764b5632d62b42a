import { CategoryScale, Chart, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip } from "chart.js";

/** Only the chart.js parts the price charts draw (lines on two scales, their legend, tooltips); loaded with the charts' chunk. */
Chart.register(CategoryScale, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip);
Chart.defaults.font.family = "inherit";

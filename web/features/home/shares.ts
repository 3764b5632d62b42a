/** Legend maths of the doughnuts: each slice's share of the total, as the list shows it (one decimal). */

export const LEGEND_ROWS = 5;

/** Share of `value` in `total` in percent, rounded to one decimal (0 when the total is 0). */
export const sharePercent = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 1000) / 10 : 0);

/** "12.3 %" in the user's language, always with one decimal. */
export const formatShare = (percent: number, language: string) =>
  new Intl.NumberFormat(language, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent / 100);

/** The rows a legend shows: the first LEGEND_ROWS, or all when expanded. */
export const legendRows = <T>(slices: T[], expanded: boolean) => (expanded ? slices : slices.slice(0, LEGEND_ROWS));

/** Slice colours, distinguishable side by side and in the legend swatches; repeat beyond their number. */
export const PALETTE = ["#0f766e", "#2563eb", "#d97706", "#9333ea", "#dc2626", "#0891b2", "#65a30d", "#db2777", "#4f46e5", "#ca8a04", "#475569", "#16a34a"];
export const colorAt = (i: number) => PALETTE[i % PALETTE.length];

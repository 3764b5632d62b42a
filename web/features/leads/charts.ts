/**
 * The lead analytics' axis rule: ticks every 5 and a y maximum of 1.2 times the highest
 * value, on whole numbers: the maximum is rounded up to a whole count and is at least one step, so a chart
 * of small counts still has a labelled step. Only multiples of the step are labelled (the maximum itself is
 * not, unless it is one), so the axis never reads "4.8" or "12". Pure, so tests and charts share it.
 */
export const STEP_SIZE = 5;
export const yMax = (values: number[]) => Math.max(STEP_SIZE, Math.ceil(Math.max(0, ...values) * 1.2));

/** chart.js y-axis options for `values` under that rule. */
export const yAxis = (values: number[]) => ({
  beginAtZero: true,
  min: 0,
  max: yMax(values),
  // includeBounds false: chart.js would otherwise add the maximum as a tick of its own.
  ticks: { stepSize: STEP_SIZE, precision: 0, includeBounds: false },
});

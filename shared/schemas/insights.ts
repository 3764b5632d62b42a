import { conditions, materialTypes } from "./material-enums";
import * as z from "./zod";

/**
 * Prices and analytics.
 * Their response shapes are "not shown" in the spec; these are ours (ADR 0123 prices, ADR 0124 analytics).
 */

/** The prices screen groups colours into three. */
export const priceColorGroups = ["transparent", "natural", "other"] as const;
export type PriceColorGroup = (typeof priceColorGroups)[number];
/** Statistics cover the last 2 weeks; the previous 2 weeks give the trend. */
export const PRICE_WINDOW_DAYS = 14;

/** A price statistic, EUR per tonne. */
export interface PriceStatistic {
  materialType: string;
  condition: string;
  color: PriceColorGroup;
  min: number;
  avg: number;
  max: number;
  sampleSize: number;
  /** The newest price observation in the group. */
  createdDate: string;
  /** The same group over the 2 weeks before (null when there were no prices then). */
  previous: { min: number; avg: number; max: number; sampleSize: number } | null;
  /** avg against the previous window's avg: up/down beyond 1 %, else flat; null without a previous window. */
  trend: "up" | "down" | "flat" | null;
}

export interface PriceList {
  items: PriceStatistic[];
  /** The "collected on" header: when the statistics were computed. */
  collectedOn: string;
  /** The window covered, ISO dates. */
  from: string;
  to: string;
}

/** The eight analytics metrics of the home screen. */
export const analyticsMetrics = [
  "WEEKLY_CREATED_TOTALS",
  "WEEKLY_MATERIALS_ACTIVITY",
  "MATERIAL_TOTAL_AMOUNT_BY_TYPE",
  "MATERIAL_TOTAL_AMOUNT_BY_CONDITION",
  "MATERIAL_TOTAL_AMOUNT_BY_COUNTRY",
  "MATERIAL_TOTAL_CAPACITY_BY_TYPE",
  "MATERIAL_TOTAL_CAPACITY_BY_CONDITION",
  "MATERIAL_TOTAL_CAPACITY_BY_COUNTRY",
] as const;
export type AnalyticsMetric = (typeof analyticsMetrics)[number];

export const AnalyticsQuery = z.object({ metric: z.enum(analyticsMetrics) });

/** A weekly line chart: one point per ISO week (Monday, YYYY-MM-DD), oldest first, zero-filled. */
export interface WeeklySeries {
  metric: "WEEKLY_CREATED_TOTALS" | "WEEKLY_MATERIALS_ACTIVITY";
  kind: "weekly";
  points: { week: string; value: number }[];
}
/** A doughnut: totals per key (material type, condition or country code), largest first. */
export interface Breakdown {
  metric: Exclude<AnalyticsMetric, WeeklySeries["metric"]>;
  kind: "breakdown";
  /** Tonnes (amount) or tonnes per year (capacity). */
  unit: "t" | "t/year";
  total: number;
  slices: { key: string; value: number }[];
}
export type AnalyticsAnswer = WeeklySeries | Breakdown;

/** The price index shows up to a year of weekly points. */
export const PRICE_HISTORY_MAX_WEEKS = 52;
/** A series' condition: one of the conditions, or "none" for prices of materials without one. */
export const priceConditionKeys = [...conditions, "none"] as const;

/** GET /prices/history: one series (type × condition × colour group) over the last `weeks` ISO weeks. */
export const PriceHistoryQuery = z.object({
  type: z.enum(materialTypes),
  condition: z.enum(priceConditionKeys),
  color: z.enum(priceColorGroups),
  weeks: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PRICE_HISTORY_MAX_WEEKS)), PRICE_HISTORY_MAX_WEEKS),
});

/** One ISO week (its Monday) of a series, EUR per tonne; a week without prices has nulls (a gap in the chart). */
export interface PriceWeekPoint {
  week: string;
  min: number | null;
  avg: number | null;
  max: number | null;
  sampleSize: number;
}

/** Exactly `weeks` points, oldest first, the current week last. */
export interface PriceHistory {
  materialType: string;
  condition: string;
  color: PriceColorGroup;
  points: PriceWeekPoint[];
}

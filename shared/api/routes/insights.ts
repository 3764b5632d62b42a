import { AnalyticsQuery, PriceHistoryQuery } from "../../schemas/insights";
import { defineRoutes } from "../contract";

/** Price statistics and the analytics home. Staff only. */
export const insightsRoutes = defineRoutes({
  /** Writes: the computed statistics are stored as a snapshot until the next price write (ADR 0123). */
  "insights.prices": { method: "GET", path: "/prices", access: "admin", needs: { table: "write" } },
  /** One price series' weekly min/avg/max (ADR 0210): one Query of its week points. */
  "insights.priceHistory": { method: "GET", path: "/prices/history", access: "admin", query: PriceHistoryQuery, needs: { table: "read" } },
  /** A deal's contract price against the index of its grade in the week it was made (ADR 0210). */
  "insights.dealIndex": { method: "GET", path: "/deals/{id}/price-index", access: "admin", needs: { table: "read" } },
  "insights.analytics": { method: "GET", path: "/analytics", access: "admin", query: AnalyticsQuery, needs: { table: "read" } },
});

import type { DealPriceIndex } from "../../schemas/deal";
import type { AnalyticsAnswer, PriceHistory, PriceList } from "../../schemas/insights";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface InsightsResponses {
  "insights.prices": PriceList;
  "insights.priceHistory": PriceHistory;
  "insights.dealIndex": DealPriceIndex;
  "insights.analytics": AnalyticsAnswer;
}

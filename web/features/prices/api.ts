import type { PriceColorGroup } from "../../../shared/schemas/insights";
import { useApi } from "../../lib/queryKeys";

/** GET /prices (super admin): statistics of the last 2 weeks with the 2 before for the trend. */
export const usePrices = () => useApi("GET /prices", {});
export type PriceRow = NonNullable<ReturnType<typeof usePrices>["data"]>["items"][number];

/** One row's series: the sparkline and the full chart read the same 52 weeks (one cached request). */
export const usePriceHistory = (row: { materialType: string; condition: string; color: PriceColorGroup }) =>
  useApi("GET /prices/history", { query: { type: row.materialType, condition: row.condition, color: row.color, weeks: 52 } });
export type PriceHistoryPoint = NonNullable<ReturnType<typeof usePriceHistory>["data"]>["points"][number];

import { useApi } from "../../lib/queryKeys";

/** GET /prices (super admin): statistics of the last 2 weeks with the 2 before for the trend. */
export const usePrices = () => useApi("GET /prices", {});
export type PriceRow = NonNullable<ReturnType<typeof usePrices>["data"]>["items"][number];

import type { AnalyticsMetric } from "../../../shared/schemas/insights";
import { useApi } from "../../lib/queryKeys";

/** GET /analytics?metric= (super admin): one weekly series or one breakdown. */
export const useAnalytics = (metric: AnalyticsMetric) => useApi("GET /analytics", { query: { metric } });

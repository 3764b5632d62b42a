import { insightsRoutes } from "../../shared/api/routes/insights";
import * as Insights from "../core/insights";
import { route } from "../lib/handler";

export const handler = route(insightsRoutes, "insights.prices", () => Insights.prices());

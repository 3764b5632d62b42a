import { insightsRoutes } from "../../../shared/api/routes/insights";
import { route } from "../route";
import { dealIndex as dealIndexOf } from "./deal-index";
import * as Insights from "./index";

/** The insights routes' handlers, one export per route named after the part of its id after the dot. */

export const prices = /* @__PURE__ */ route(insightsRoutes, "insights.prices", () => Insights.prices());

export const analytics = /* @__PURE__ */ route(insightsRoutes, "insights.analytics", ({ query }) => Insights.analytics(query.metric));

export const dealIndex = /* @__PURE__ */ route(insightsRoutes, "insights.dealIndex", ({ params }) => dealIndexOf(params.id));

export const priceHistory = /* @__PURE__ */ route(insightsRoutes, "insights.priceHistory", ({ query }) => Insights.priceHistory(query));

import { page, PUBLIC_NS, publicPage, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "playground", ...page(() => import("./pages/PlaygroundPage"), PUBLIC_NS) }],
  anyone: [
    { path: "assistant", ...publicPage(() => import("./pages/ConversationPage")) },
    { path: "conversations/:id", ...publicPage(() => import("./pages/ConversationPage")) },
  ],
};

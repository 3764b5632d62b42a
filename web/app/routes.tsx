import type { RouteObject } from "react-router";
import { featureRoutes } from "./features.generated";
import { startFrameReads } from "./layout/frameReads";
import { PublicOnly, RequireAdmin, RequireAuth } from "./guards";
import { page, SHELL_NS, type FeatureRoutes } from "./page";
import { RouteError } from "./RouteError";

/**
 * The route tree. Each feature declares its screens in web/features/<f>/routes.tsx, by who may open them
 * (web/app/page.ts); the web build lists those files in features.generated.ts, and here each group goes under
 * its guard. A new screen is a line in its feature's routes.tsx, nothing here.
 */
const group = (name: keyof FeatureRoutes) => featureRoutes.flatMap((f) => f[name] ?? []);

export const routes: RouteObject[] = [
  {
    path: "/",
    ErrorBoundary: RouteError,
    children: [
      { Component: PublicOnly, children: group("guest") },
      {
        Component: RequireAuth,
        children: [
          {
            ...page(() => import("./layout/AppLayout"), SHELL_NS),
            loader: startFrameReads,
            ErrorBoundary: RouteError,
            children: [...group("user"), { Component: RequireAdmin, children: group("admin") }],
          },
        ],
      },
      ...group("anyone"),
    ],
  },
];

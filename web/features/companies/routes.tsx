import type { RouteObject } from "react-router";
import { COMPANY_NS, EMAIL_NS, INTELLIGENCE_NS, page, type FeatureRoutes } from "../../app/page";

const companyTab = (path: string, load: Parameters<typeof page>[0]): RouteObject => ({ path, ...page(load) });

export const routes: FeatureRoutes = {
  user: [
    {
      path: "companies/:id",
      ...page(() => import("./pages/CompanyPage"), COMPANY_NS),
      children: [
        companyTab("overview", () => import("./pages/tabs/OverviewRoute")),
        companyTab("profile", () => import("./pages/tabs/ProfileRoute")),
        companyTab("documents", () => import("./pages/tabs/DocumentsRoute")),
        {
          path: "certificates",
          ...page(() => import("../certificates/pages/CertificatesTabRoute"), ["certificates", "toastMessages", "validationErrorMessages"]),
        },
        companyTab("products", () => import("./pages/tabs/ProductsRoute")),
        { path: "messages", ...page(() => import("../email/pages/MessagesTabRoute"), EMAIL_NS) },
        { path: "researches", ...page(() => import("../research/pages/ResearchesTabRoute"), INTELLIGENCE_NS) },
        companyTab("apollo", () => import("./pages/tabs/ApolloRoute")),
        { index: true, ...page(() => import("./pages/tabs/TabRedirect")) },
        companyTab("*", () => import("./pages/tabs/TabRedirect")),
      ],
    },
  ],
  admin: [
    { path: "companies", ...page(() => import("./pages/CompaniesPage"), [...COMPANY_NS, "validationErrorMessages"]) },
    { path: "new-company", ...page(() => import("./pages/NewCompanyPage"), COMPANY_NS) },
    { path: "companies/new", ...page(() => import("./pages/NewCompanyPage"), COMPANY_NS) },
  ],
};

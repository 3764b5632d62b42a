import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { i18next, type Namespace } from "../lib/i18n";
import { getSessionState } from "../lib/session";
import { PublicOnly, RequireAdmin, RequireAuth } from "./guards";
import { RouteError } from "./RouteError";
import { switchSystem } from "./theme/store";

/**
 * The route registry. Every page is its own lazily loaded module (route-level code splitting), a default
 * export, loaded together with the translation namespaces it shows (in parallel, so the page never waits
 * for its chunk and then for its texts). Add a route by adding one line to the right group below.
 */
type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>, ns: Namespace[] = []): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    const [m] = await Promise.all([load(), ns.length ? i18next.loadNamespaces(ns) : undefined]);
    return { Component: m.default };
  },
});
/** What the product screens show: their labels, the option and unit names and the property names. */
const PRODUCT_NS: Namespace[] = ["products", "properties", "options", "units"];
/** The sign-in screens: their own texts plus the toasts and validation messages their forms show. */
const AUTH_NS: Namespace[] = ["auth", "toastMessages", "validationErrorMessages"];
/** The signed-in frame (navigation, top bar, notifications) and the messages any of its forms may show. */
const SHELL_NS: Namespace[] = ["shell", "toastMessages", "validationErrorMessages"];
/** The company screens: their texts, the type/scope names and the application tags. */
/** The company screens: their texts, the option labels, the application tags and the profile form's texts. */
const COMPANY_NS: Namespace[] = ["companies", "options", "applications", "companyProfile"];
/** The request screens: their texts, the option, unit and application names, and the form's messages. */
const REQUEST_NS: Namespace[] = ["materialRequests", "options", "units", "applications", "toastMessages", "validationErrorMessages"];
/** The sales pipeline screens: leads, tasks, samples and deals, with the option and unit names. */
const PIPELINE_NS: Namespace[] = ["leads", "tasks", "samples", "deals", "options", "units", "toastMessages", "validationErrorMessages"];
/** Research, suspects, booth and workflows, with the option names they show. */
const INTELLIGENCE_NS: Namespace[] = ["research", "suspects", "booth", "workflows", "companies", "options", "toastMessages", "validationErrorMessages"];
/** Company e-mail: the messages tab and its compose view (the editor loads with compose only). */
const EMAIL_NS: Namespace[] = ["email", "companies", "toastMessages", "validationErrorMessages"];
/** The public side: landing, catalogue, contact-us and the assistant's conversations. */
const PUBLIC_NS: Namespace[] = ["public", "conversations", "interests", "options", "units", "toastMessages", "validationErrorMessages"];
/**
 * A public page (ADR 0148): it shows cards, badges and dialogs, so with its chunk the full theme loads and is
 * switched to, as the signed-in layout does (the light system has only the sign-in screens' recipes).
 */
const publicPage = (load: () => Promise<PageModule>, ns: Namespace[] = PUBLIC_NS) =>
  page(async () => {
    const [m, theme] = await Promise.all([load(), import("./theme/full")]);
    switchSystem(theme.fullSystem);
    return m;
  }, ns);
const companyTab = (path: string, load: () => Promise<PageModule>): RouteObject => ({ path, ...page(load) });

/** Any signed-in user. */
const userRoutes: RouteObject[] = [
  { index: true, ...page(() => import("../features/home/pages/HomePage"), ["dashboard", "options"]) },
  { path: "profile", ...page(() => import("../features/profile/pages/ProfilePage"), ["profile"]) },
  { path: "material-requests", ...page(() => import("../features/requests/pages/RequestsPage"), REQUEST_NS) },
  {
    path: "materials",
    // The list request starts with the page's chunk and texts, not after them.
    loader: ({ request }) => {
      const user = getSessionState().user;
      // A small chunk of its own, so the filter parsing stays out of the entry bundle /login loads.
      if (user) void import("../features/materials/listQuery").then((m) => m.preloadMaterialsList(new URL(request.url), user.isSuperAdmin));
      return null;
    },
    ...page(() => import("../features/materials/pages/MaterialsPage"), PRODUCT_NS),
  },
  { path: "materials/:id", ...page(() => import("../features/materials/pages/MaterialPage"), PRODUCT_NS) },
  { path: "new-material", ...page(() => import("../features/materials/pages/NewMaterialPage"), [...PRODUCT_NS, "wizards"]) },
  {
    path: "companies/:id",
    ...page(() => import("../features/companies/pages/CompanyPage"), COMPANY_NS),
    children: [
      companyTab("overview", () => import("../features/companies/pages/tabs/OverviewRoute")),
      companyTab("profile", () => import("../features/companies/pages/tabs/ProfileRoute")),
      companyTab("documents", () => import("../features/companies/pages/tabs/DocumentsRoute")),
      companyTab("products", () => import("../features/companies/pages/tabs/ProductsRoute")),
      { path: "messages", ...page(() => import("../features/email/pages/MessagesTabRoute"), EMAIL_NS) },
      { path: "researches", ...page(() => import("../features/research/pages/ResearchesTabRoute"), INTELLIGENCE_NS) },
      companyTab("apollo", () => import("../features/companies/pages/tabs/ApolloRoute")),
      { index: true, ...page(() => import("../features/companies/pages/tabs/TabRedirect")) },
      companyTab("*", () => import("../features/companies/pages/tabs/TabRedirect")),
    ],
  },
  { path: "companies/:id/researches/:researchId", ...page(() => import("../features/research/pages/ResearchPage"), INTELLIGENCE_NS) },
  { path: "contacts/:id", ...page(() => import("../features/contacts/pages/ContactPage"), ["contacts"]) },
];

/** Super admins only; others are sent to /. */
const adminRoutes: RouteObject[] = [
  { path: "warehouse", ...page(() => import("../features/warehouse/pages/WarehousePage"), PRODUCT_NS) },
  { path: "material-requests/:id", ...page(() => import("../features/requests/pages/RequestPage"), REQUEST_NS) },
  { path: "companies", ...page(() => import("../features/companies/pages/CompaniesPage"), [...COMPANY_NS, "validationErrorMessages"]) },
  { path: "new-company", ...page(() => import("../features/companies/pages/NewCompanyPage"), COMPANY_NS) },
  { path: "companies/new", ...page(() => import("../features/companies/pages/NewCompanyPage"), COMPANY_NS) },
  { path: "contacts", ...page(() => import("../features/contacts/pages/ContactsPage"), ["contacts"]) },
  { path: "prices", ...page(() => import("../features/prices/pages/PricesPage"), ["prices", "options"]) },
  { path: "interests", ...page(() => import("../features/interests/pages/InterestsPage"), ["interests", "options", "toastMessages"]) },
  { path: "playground", ...page(() => import("../features/conversations/pages/PlaygroundPage"), PUBLIC_NS) },
  { path: "leads", ...page(() => import("./pipeline/LeadsBoardRoute"), PIPELINE_NS) },
  { path: "leads/:id", ...page(() => import("./pipeline/LeadDetailRoute"), [...PIPELINE_NS, "materialRequests"]) },
  { path: "leads-analytics", ...page(() => import("../features/leads/pages/LeadAnalyticsPage"), PIPELINE_NS) },
  { path: "samples", ...page(() => import("../features/samples/pages/SamplesPage"), PIPELINE_NS) },
  { path: "deals", ...page(() => import("../features/deals/pages/DealsPage"), PIPELINE_NS) },
  { path: "deals/:id", ...page(() => import("../features/deals/pages/DealPage"), PIPELINE_NS) },
  { path: "contract", ...page(() => import("../features/deals/pages/ContractPage"), PIPELINE_NS) },
  { path: "suspects", ...page(() => import("../features/suspects/pages/SuspectsPage"), INTELLIGENCE_NS) },
  { path: "booth", ...page(() => import("../features/booth/pages/BoothPage"), INTELLIGENCE_NS) },
  { path: "workflows", ...page(() => import("../features/workflows/pages/WorkflowsPage"), INTELLIGENCE_NS) },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    ErrorBoundary: RouteError,
    children: [
      {
        Component: PublicOnly,
        children: [
          { path: "login", ...page(() => import("../features/auth/pages/LoginPage"), AUTH_NS) },
          { path: "register", ...page(() => import("../features/auth/pages/RegisterPage"), AUTH_NS) },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            ...page(() => import("./layout/AppLayout"), SHELL_NS),
            ErrorBoundary: RouteError,
            children: [...userRoutes, { Component: RequireAdmin, children: adminRoutes }],
          },
        ],
      },
      /** The public side: no sign-in, and a signed-in user may open it too (ADR 0148). */
      { path: "welcome", ...publicPage(() => import("../features/public/pages/LandingPage")) },
      { path: "catalog", ...publicPage(() => import("../features/public/pages/CatalogPage")) },
      { path: "catalog/:id", ...publicPage(() => import("../features/public/pages/CatalogMaterialPage"), [...PUBLIC_NS, "products", "properties"]) },
      { path: "contact-us", ...publicPage(() => import("../features/public/pages/ContactUsPage")) },
      { path: "assistant", ...publicPage(() => import("../features/conversations/pages/ConversationPage")) },
      { path: "conversations/:id", ...publicPage(() => import("../features/conversations/pages/ConversationPage")) },
      { path: "*", ...page(() => import("../features/errors/pages/NotFoundPage")) },
    ],
  },
];

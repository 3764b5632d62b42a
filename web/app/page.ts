import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { i18next, type Namespace } from "../lib/i18n";
import { switchSystem } from "./theme/store";

/**
 * How a feature declares its screens (web/features/<f>/routes.tsx, collected by web/app/routes.tsx). Every page
 * is its own lazily loaded module (route-level code splitting), a default export, loaded together with the
 * translation namespaces it shows (in parallel, so the page never waits for its chunk and then for its texts).
 */
type PageModule = { default: ComponentType };
export const page = (load: () => Promise<PageModule>, ns: Namespace[] = []): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    const [m] = await Promise.all([load(), ns.length ? i18next.loadNamespaces(ns) : undefined]);
    return { Component: m.default };
  },
});

/** What the product screens show: their labels, the option and unit names and the property names. */
export const PRODUCT_NS: Namespace[] = ["products", "properties", "options", "units"];
/** The sign-in screens: their own texts plus the toasts and validation messages their forms show. */
export const AUTH_NS: Namespace[] = ["auth", "toastMessages", "validationErrorMessages"];
/** The signed-in frame (navigation, top bar, notifications) and the messages any of its forms may show. */
export const SHELL_NS: Namespace[] = ["shell", "toastMessages", "validationErrorMessages"];
/** The company screens: their texts, the option labels, the application tags and the profile form's texts. */
export const COMPANY_NS: Namespace[] = ["companies", "options", "applications", "companyProfile"];
/** The request screens: their texts, the option, unit and application names, and the form's messages. */
export const REQUEST_NS: Namespace[] = ["materialRequests", "options", "units", "applications", "toastMessages", "validationErrorMessages"];
/** The sales pipeline screens: leads, tasks, samples and deals, with the option and unit names. */
export const PIPELINE_NS: Namespace[] = ["leads", "tasks", "samples", "deals", "options", "units", "toastMessages", "validationErrorMessages"];
/** Research, suspects, booth and workflows, with the option names they show. */
export const INTELLIGENCE_NS: Namespace[] = ["research", "suspects", "booth", "workflows", "companies", "options", "toastMessages", "validationErrorMessages"];
/** Company e-mail: the messages tab and its compose view (the editor loads with compose only). */
export const EMAIL_NS: Namespace[] = ["email", "companies", "toastMessages", "validationErrorMessages"];
/** The public side: landing, catalogue, contact-us and the assistant's conversations. */
export const PUBLIC_NS: Namespace[] = ["public", "conversations", "interests", "options", "units", "toastMessages", "validationErrorMessages"];

/**
 * A public page (ADR 0148): it shows cards, badges and dialogs, so with its chunk the full theme loads and is
 * switched to, as the signed-in layout does (the light system has only the sign-in screens' recipes).
 */
export const publicPage = (load: () => Promise<PageModule>, ns: Namespace[] = PUBLIC_NS) =>
  page(async () => {
    const [m, theme] = await Promise.all([load(), import("./theme/full")]);
    switchSystem(theme.fullSystem);
    return m;
  }, ns);

/**
 * A feature's screens, by who may open them. Their order inside a group does not matter: the router ranks
 * routes by how specific their paths are.
 */
export interface FeatureRoutes {
  /** Signed-out visitors only (a signed-in user is sent on). */
  guest?: RouteObject[];
  /** Any signed-in user, inside the signed-in frame. */
  user?: RouteObject[];
  /** Super admins only, inside the signed-in frame; others are sent to /. */
  admin?: RouteObject[];
  /** Anyone, signed in or not, outside the signed-in frame (the public side, not found). */
  anyone?: RouteObject[];
}

import { domains } from "../functions/domains";
import type { ApiAreaName } from "../functions/domains/define";

/**
 * Which ApiRoutesStack a route's Lambda and HTTP route live in, by the domain part of the route id
 * ("materials.list" → "materials"). A stack holds ~6 resources per route (plus the area's log group, alarms and
 * dashboard, ADR 0100) and CloudFormation allows 500, so the routes are split by area (ADR 0021). Once deployed, do
 * not move a domain to another area in one step: the new stack would create the same route key before the old
 * stack deletes it (API Gateway answers 409).
 */
export const API_AREAS = {
  core: ["upload"],
  market: ["publicMaterials"],
  crm: [],
  // Split from crm before any of these domains has a route: with the spec's routes crm alone would reach
  // ~410 of CloudFormation's 500 resources (infra/api-areas.test.ts projects it).
  intelligence: [],
} as const satisfies Record<ApiAreaName, readonly string[]>;

export type ApiArea = ApiAreaName | "misc";

/**
 * The area of a route's domain: a domain folder names its own (functions/domains/<d>/domain.ts); the
 * others are listed in API_AREAS. Domains in neither go to "misc"; assign them before their first deployment.
 */
export function areaOf(routeId: string): ApiArea {
  const domain = routeId.split(".")[0];
  if (Object.hasOwn(domains, domain)) return domains[domain as keyof typeof domains].area;
  for (const [area, domains] of Object.entries(API_AREAS)) if ((domains as readonly string[]).includes(domain)) return area as ApiArea;
  return "misc";
}

/** Every assigned domain by area: those API_AREAS lists and the domain folders, each in the area it names. */
export function domainsByArea(): Record<ApiAreaName, string[]> {
  const out = Object.fromEntries(Object.entries(API_AREAS).map(([area, ds]) => [area, [...ds]])) as Record<ApiAreaName, string[]>;
  for (const [name, d] of Object.entries(domains)) out[d.area].push(name);
  return out;
}

/**
 * Routes each domain will have once the specifications are built,
 * counted by hand from the call lists; infra/api-areas.test.ts multiplies them by the resources a route
 * costs in a synth and keeps every area's projected stack well under 500. Update it with the spec.
 */
export const SPEC_ROUTES: Record<string, number> = {
  auth: 4,
  me: 1,
  users: 1,
  config: 2,
  apiDocs: 1,
  upload: 1,
  interests: 3,
  contactUs: 1,
  live: 1,
  audit: 1,
  events: 1,
  materials: 8,
  datasheets: 3,
  catalog: 2,
  passports: 1,
  publicMaterials: 0,
  requests: 12,
  warehouse: 4,
  insights: 4,
  companies: 15,
  contacts: 6,
  leads: 8,
  tasks: 3,
  notes: 2,
  samples: 2,
  savedViews: 3,
  search: 1,
  deals: 8,
  researches: 4,
  suspects: 2,
  emails: 1,
  emailMessages: 2,
  conversations: 4,
  playground: 2,
  workflowRuns: 3,
  kfair: 5,
  booth: 3,
  notifications: 6,
  certificates: 5,
};

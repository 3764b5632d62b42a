/**
 * Which ApiRoutesStack a route's Lambda and HTTP route live in, by the domain part of the route id
 * ("materials.list" → "materials"). A stack holds ~7 resources per route and CloudFormation allows 500, so the
 * routes are split by area (ADR 0021). Once deployed, do not move a domain to another area in one step: the new
 * stack would create the same route key before the old stack deletes it (API Gateway answers 409).
 */
export const API_AREAS = {
  core: ["auth", "me", "users", "config", "analytics", "upload", "interests", "contactUs", "platform", "events"],
  market: ["materials", "datasheets", "catalog", "publicMaterials", "materialRequests", "matches", "warehouse", "prices"],
  crm: [
    "companies",
    "contacts",
    "leads",
    "tasks",
    "notes",
    "samples",
    "deals",
    "researches",
    "suspects",
    "emails",
    "emailMessages",
    "conversations",
    "playground",
    "workflows",
    "kfair",
    "booth",
  ],
} as const satisfies Record<string, readonly string[]>;

export type ApiArea = keyof typeof API_AREAS | "misc";

/** Domains not listed yet go to "misc"; assign them to an area before their first deployment. */
export function areaOf(routeId: string): ApiArea {
  const domain = routeId.split(".")[0];
  for (const [area, domains] of Object.entries(API_AREAS)) if ((domains as readonly string[]).includes(domain)) return area as ApiArea;
  return "misc";
}

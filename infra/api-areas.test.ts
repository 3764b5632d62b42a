import { describe, expect, it } from "vitest";
import { routeTable } from "../functions/routes";
import { areaOf, domainsByArea, SPEC_ROUTES } from "./api-areas";
import { METRICS_PER_ALARM } from "./constructs/area-monitoring";
import { synthApp, SYNTH_TIMEOUT } from "./testing";

describe("API areas", () => {
  it("puts each domain in at most one area", () => {
    const all = Object.values(domainsByArea()).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it("finds a route's area by its domain, and misc for domains not assigned yet", () => {
    expect(areaOf("auth.authenticate")).toBe("core");
    expect(areaOf("materials.list")).toBe("market");
    expect(areaOf("companies.get")).toBe("crm");
    // A domain folder names its own area.
    expect(areaOf("samples.list")).toBe("crm");
    expect(areaOf("unheardOf.thing")).toBe("misc");
  });

  it(
    "keeps every area's stack under 300 of CloudFormation's 500 resources with all the spec's routes",
    () => {
      const t = synthApp();
      const monitoring = (type: string) => type.startsWith("AWS::CloudWatch::") || type.startsWith("AWS::Logs::");
      // Resources one route costs (Lambda, role, policy, permission, integration, route), measured without the area's
      // monitoring, which costs a fixed part plus three alarms per group of METRICS_PER_ALARM functions.
      let perRoute = 0;
      let fixed = 0;
      for (const { template } of t.routeStacks) {
        const types = Object.values(template.toJSON().Resources as Record<string, { Type: string }>).map((r) => r.Type);
        const functions = types.filter((x) => x === "AWS::Lambda::Function").length;
        perRoute = Math.max(perRoute, types.filter((x) => !monitoring(x)).length / functions);
        fixed = Math.max(fixed, types.filter(monitoring).length - 3 * Math.ceil(functions / METRICS_PER_ALARM));
      }
      expect(perRoute).toBeGreaterThan(5);
      expect(fixed).toBeLessThan(10);
      const report: Record<string, number> = {};
      for (const [area, domains] of Object.entries(domainsByArea())) {
        const routes = domains.reduce((sum, d) => sum + Math.max(SPEC_ROUTES[d] ?? 0, routeTable.filter((r) => r.id.startsWith(`${d}.`)).length), 0);
        report[area] = Math.ceil(routes * perRoute + fixed + 3 * Math.ceil(routes / METRICS_PER_ALARM));
      }
      console.log(`projected resources per API stack (${perRoute.toFixed(1)} per route, ${fixed} + 3 per ${METRICS_PER_ALARM} routes for monitoring):`, report);
      for (const [area, n] of Object.entries(report)) expect(n, area).toBeLessThan(300);
    },
    SYNTH_TIMEOUT,
  );

  it("knows the spec's route count of every domain it places", () => {
    for (const d of Object.values(domainsByArea()).flat()) expect(SPEC_ROUTES[d], d).toBeTypeOf("number");
  });
});

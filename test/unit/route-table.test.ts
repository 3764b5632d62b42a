import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jobTable } from "../../functions/jobs";
import { routeTable } from "../../functions/routes";
import { subscriberTable } from "../../functions/subscribers";
import { isIdempotent } from "../../shared/api/contract";
import { routeGroups } from "../../shared/api/routes";
import { ROOT } from "../../scripts/local/config";

/** Folders of functions/ that hold shared code, not endpoint handlers. */
const NOT_HANDLERS = new Set(["lib", "db", "core", "domains", "workflows", "integrations", "jobs", "subscribers"]);

function handlerFiles(): string[] {
  const dir = path.join(ROOT, "functions");
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !NOT_HANDLERS.has(d.name))
    .flatMap((d) =>
      readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
        .map((f) => `functions/${d.name}/${f}`),
    );
}

describe("route table", () => {
  it("routes every handler file", () => {
    const routed = new Set(routeTable.map((r) => r.handler));
    expect(handlerFiles().filter((f) => !routed.has(f))).toEqual([]);
  });

  it("schedules every job handler file of functions/jobs, and every job's handler exists", () => {
    const files = readdirSync(path.join(ROOT, "functions/jobs")).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "index.ts");
    expect(files.map((f) => `functions/jobs/${f}`).sort()).toEqual(jobTable.map((j) => j.handler).sort());
  });

  it("subscribes every handler file of functions/subscribers to a topic", () => {
    const files = readdirSync(path.join(ROOT, "functions/subscribers")).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "index.ts");
    expect(files.map((f) => `functions/subscribers/${f}`).sort()).toEqual(subscriberTable.map((s) => s.handler).sort());
  });

  it("has a handler for every route: its own file's `handler`, or its export of a domain's handler map", () => {
    for (const r of routeTable) {
      const file = path.join(ROOT, r.handler);
      expect(existsSync(file), `${r.id} → ${r.handler}`).toBe(true);
      const text = readFileSync(file, "utf8");
      const call = `=\\s*${r.handlerExport === "handler" ? "" : "/\\* @__PURE__ \\*/\\s*"}route\\(\\s*${r.id.split(".")[0]}Routes,\\s*"${r.id.replace(".", "\\.")}"`;
      // A route named after a reserved word ("companies.delete") is a const of another name exported under it.
      const renamed = new RegExp(`const (\\w+) ${call}`).exec(text)?.[1];
      if (renamed && renamed !== r.handlerExport) expect(text, r.handler).toMatch(new RegExp(`export \\{ ${renamed} as ${r.handlerExport} \\}`));
      else expect(text, r.handler).toMatch(new RegExp(`export const ${r.handlerExport} ${call}`));
    }
  });

  it("loses no route when the groups are composed (no id in two groups)", () => {
    const ids = Object.values(routeGroups).flatMap((g) => Object.keys(g));
    expect(routeTable.length).toBe(ids.length);
  });

  it("keeps each route in its domain's group file (shared/api/routes/<domain>.ts)", () => {
    for (const [domain, group] of Object.entries(routeGroups)) {
      expect(existsSync(path.join(ROOT, "shared/api/routes", `${domain}.ts`)), domain).toBe(true);
      for (const id of Object.keys(group)) expect(id.split(".")[0], id).toBe(domain);
    }
  });

  it("has no two routes on the same method and path", () => {
    const keys = routeTable.map((r) => `${r.method} ${r.path.replace(/\{\w+\}/g, "{}")}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("takes an Idempotency-Key on every create and side effect, and only where its records may be written", () => {
    const idempotent = routeTable.filter(isIdempotent);
    // Idempotency records live in the one table: the route's table grant must cover writing them.
    for (const r of idempotent) expect(r.needs.table, `${r.id} keeps idempotency records`).toBe("write");
    // Every route that sends mail, starts a workflow or creates (PUT) is covered, except the opted-out auth routes.
    for (const r of routeTable.filter((r) => r.method !== "GET" && (r.needs.mail || r.needs.stateMachines?.length || r.method === "PUT")))
      expect(isIdempotent(r) || r.id.startsWith("auth."), r.id).toBe(true);
    for (const id of ["leads.create", "emailMessages.send", "companies.import", "contactUs.submit", "kfair.decide", "workflowRuns.start", "booth.create"])
      expect(
        idempotent.map((r) => r.id),
        id,
      ).toContain(id);
    expect(routeTable.filter((r) => r.method === "GET").some(isIdempotent)).toBe(false);
    expect(routeTable.filter((r) => r.id.startsWith("auth.")).some(isIdempotent)).toBe(false);
  });
});

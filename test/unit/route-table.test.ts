import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeTable } from "../../functions/routes";
import { coreRoutes } from "../../shared/api/routes-core";
import { datasheetRoutes } from "../../shared/api/routes-datasheets";
import { materialRoutes } from "../../shared/api/routes-materials";
import { ROOT } from "../../scripts/local/config";

/** Folders of functions/ that hold shared code, not endpoint handlers. */
const NOT_HANDLERS = new Set(["lib", "db", "workflows", "integrations"]);

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

  it("has a handler file exporting `handler` for every route", () => {
    for (const r of routeTable) {
      const file = path.join(ROOT, r.handler);
      expect(existsSync(file), `${r.id} → ${r.handler}`).toBe(true);
      expect(readFileSync(file, "utf8"), r.handler).toMatch(new RegExp(`export const handler = route\\(\\w+Routes, "${r.id.replace(".", "\\.")}"`));
    }
  });

  it("loses no route when the groups are composed (no id in two groups)", () => {
    const ids = [coreRoutes, materialRoutes, datasheetRoutes].flatMap((g) => Object.keys(g));
    expect(routeTable.length).toBe(ids.length);
  });

  it("has no two routes on the same method and path", () => {
    const keys = routeTable.map((r) => `${r.method} ${r.path.replace(/\{\w+\}/g, "{}")}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});

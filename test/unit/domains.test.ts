import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { entities } from "../../functions/db/service";
import { domains } from "../../functions/domains";
import { handlerName } from "../../functions/domains/define";
import { domainEntities } from "../../functions/domains/entities";
import { routeTable } from "../../functions/routes";
import { routeGroups } from "../../shared/api/routes";
import { ROOT } from "../../scripts/local/config";

/** The domain folders (functions/domains/<d>/) and the registries derived from them agree. */
const folders = readdirSync(path.join(ROOT, "functions/domains"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe("domain folders", () => {
  it("lists every folder in functions/domains/index.ts, and no other", () => {
    expect(Object.keys(domains).sort()).toEqual([...folders].sort());
  });

  it.each(folders)("%s: serves its route group, one export of handlers.ts per route and no other export", async (name) => {
    const domain = domains[name as keyof typeof domains];
    expect(domain.routes).toBe(routeGroups[name as keyof typeof routeGroups]);
    const handlers = (await import(path.join(ROOT, "functions/domains", name, "handlers.ts"))) as Record<string, unknown>;
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(domain.routes).map(handlerName).sort());
    for (const id of Object.keys(domain.routes)) {
      expect(typeof handlers[handlerName(id)], id).toBe("function");
      expect(
        routeTable.find((r) => r.id === id),
        id,
      ).toMatchObject({ handler: `functions/domains/${name}/handlers.ts`, handlerExport: handlerName(id) });
    }
  });

  it.each(folders)("%s: has a service, and its entities are registered with the table", async (name) => {
    expect(existsSync(path.join(ROOT, "functions/domains", name, "index.ts"))).toBe(true);
    const file = path.join(ROOT, "functions/domains", name, "entity.ts");
    if (!existsSync(file)) return;
    const own = ((await import(file)) as { entities: Record<string, unknown> }).entities;
    for (const [key, entity] of Object.entries(own)) {
      expect(domainEntities[key as keyof typeof domainEntities], key).toBe(entity);
      expect(entities[key as keyof typeof entities], key).toBe(entity);
    }
  });
});

import { Entity, Service } from "electrodb";
import { describe, expect, it } from "vitest";
import { entities } from "../service";
import { lazyEntity } from "./lazy";

describe("lazy entities", () => {
  it("builds the entity on first use, once, and stands for it", () => {
    let builds = 0;
    const e = lazyEntity(() => {
      builds++;
      return new Entity({
        model: { entity: "probe", version: "1", service: "recyclate" },
        attributes: { id: { type: "string", required: true } },
        indexes: { byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } } },
      });
    });
    expect(builds).toBe(0);
    expect(e).toBeInstanceOf(Entity);
    expect(e.get({ id: "a" }).params({ table: "t" })).toMatchObject({ TableName: "t" });
    e.setTableName("t2");
    expect(e.getTableName()).toBe("t2");
    expect(builds).toBe(1);
  });

  it("every entity still joins one Service (one service name, indexes consistent across entities)", () => {
    expect(() => new Service(entities, { table: "t" })).not.toThrow();
  });
});

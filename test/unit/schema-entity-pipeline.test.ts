import { describe, expect, it } from "vitest";
import { entities } from "../../functions/db/service";
import { SampleInput } from "../../shared/schemas/sample";
import { TaskInput } from "../../shared/schemas/task";

/**
 * Every field the task and sample write schemas accept is an attribute of their entity (ElectroDB drops
 * unknown attributes silently; see schema-entity.test.ts for the other domains).
 */
type ObjectSchema = { _zod: { def: { shape: Record<string, unknown> } } };
const missing = (schema: ObjectSchema, entity: { schema: unknown }) => {
  const attrs = new Set(Object.keys((entity.schema as { attributes: Record<string, unknown> }).attributes));
  return Object.keys(schema._zod.def.shape).filter((f) => !attrs.has(f));
};

describe("task and sample write schemas against their entities", () => {
  it("TaskInput → task", () => expect(missing(TaskInput as never, entities.task)).toEqual([]));
  it("SampleInput → sample", () => expect(missing(SampleInput as never, entities.sample)).toEqual([]));
});

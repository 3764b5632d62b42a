import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { entities } from "../../functions/db/service";

const require = createRequire(import.meta.url);
const real = require("electrodb/src/validations") as { testModel(m: unknown): [boolean, string] };
const { Validator } = require("../../functions/db/bundle/jsonschema-skip.cjs") as { Validator: new () => { validate(v: unknown): { errors: unknown[] } } };
const skip = new Validator();
const isModelBySkip = (v: unknown) => skip.validate(v).errors.length === 0;

/**
 * Lambda bundles replace jsonschema with functions/db/bundle/jsonschema-skip.cjs (ADR 0083). Here, with the
 * real package, importing the entities validated every model; the stand-in must still tell a model from an
 * Entity instance the way the real validator does, or a Service would be built wrongly in Lambda.
 */
describe("ElectroDB model validation skipped in bundles", () => {
  const model = {
    model: { entity: "thing", version: "1", service: "s" },
    attributes: { id: { type: "string" } },
    indexes: { byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } } },
  };

  it("agrees with the real validator on a model and on each of our Entity instances", () => {
    expect(real.testModel(model)[0]).toBe(true);
    expect(isModelBySkip(model)).toBe(true);
    for (const entity of Object.values(entities)) {
      expect(real.testModel(entity)[0]).toBe(false);
      expect(isModelBySkip(entity)).toBe(false);
    }
  });

  it("the real validator still refuses a broken model in the tests", () => {
    expect(real.testModel({ ...model, indexes: { byId: { pk: { field: 1 } } } })[0]).toBe(false);
  });
});

/**
 * Stand-in for the `jsonschema` package inside Lambda bundles (esbuild alias, infra/bundling.ts; ADR 0083).
 * ElectroDB validates every model against its JSON schema when an Entity is built, which was ~80 % of the
 * gap between /me's module load and a DynamoDB-only bundle. Our models are fixed at build time and the unit
 * tests (test/unit/electrodb-models.test.ts) validate them with the real package, so bundles skip the work.
 * ElectroDB also asks the validator whether a value "is a model" (versus an Entity instance) when a Service
 * is built: answer that the way the real schema does for the values we pass.
 */
const looksLikeModel = (v) =>
  v !== null &&
  typeof v === "object" &&
  !("_instance" in v) &&
  typeof v.model === "object" &&
  v.model !== null &&
  typeof v.model.entity === "string" &&
  typeof v.attributes === "object" &&
  typeof v.indexes === "object";

class Validator {
  addSchema() {}
  validate(value) {
    return { errors: looksLikeModel(value) ? [] : [{ property: "instance", message: "is not a model", argument: "" }] };
  }
}

// ElectroDB registers its custom formats on the prototype at load time.
Validator.prototype.customFormats = {};

module.exports = { Validator };

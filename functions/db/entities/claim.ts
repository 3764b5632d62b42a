import { Entity } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * A claim on something unique (a company's duplicate key during an import): taken by a conditional put
 * before the record is written, so of two writers racing for one value exactly one goes on. `owner` names the
 * record the claim is for and `takenAt` lets a later writer recognise a claim left behind by a crash.
 */
export const ClaimEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "claim", version: "1", service: SERVICE },
      attributes: {
        /** What is claimed, e.g. "companyKey". */
        scope: { type: "string", required: true, readOnly: true },
        /** The claimed value within the scope, e.g. "name#acme". */
        value: { type: "string", required: true, readOnly: true },
        owner: { type: "string", required: true },
        takenAt: { type: "number", required: true },
      },
      indexes: {
        byValue: { pk: { field: "pk", composite: ["scope", "value"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

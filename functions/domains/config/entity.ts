import { Entity, type EntityItem } from "electrodb";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { ConfigPut } from "../../../shared/schemas/config";
import { storedSchemasOf } from "../define";

/** Named JSON settings (e.g. the leads board order under "leads-board-order"). */
export const ConfigEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "config", version: "1", service: SERVICE },
      attributes: {
        name: { type: "string", required: true, readOnly: true },
        value: { type: "any" },
        ...auditAttributes,
      },
      indexes: {
        byName: { pk: { field: "pk", composite: ["name"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

export type ConfigItem = EntityItem<typeof ConfigEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { config: ConfigEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { config: [ConfigPut] });

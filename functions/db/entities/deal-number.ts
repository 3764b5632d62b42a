import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * Transaction numbers of deals (ADR 0139): `counter:<year>` items hold the last number handed out that year
 * (raised by one atomic ADD), `number:<TRX-…>` items claim one number for one deal (created
 * conditionally, so two deals never share a number, whether assigned or typed in).
 */
export const DealNumberEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "dealNumber", version: "1", service: SERVICE },
      attributes: {
        key: { type: "string", required: true, readOnly: true },
        last: { type: "number" },
        dealId: { type: "string" },
      },
      indexes: {
        byKey: { pk: { field: "pk", composite: ["key"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

export type DealNumberItem = EntityItem<typeof DealNumberEntity>;

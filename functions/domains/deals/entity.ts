import { Entity, type EntityItem } from "electrodb";
import { ContractData, DealCreate, DealUpdate } from "../../../shared/schemas/deal";
import { attributeFromZod, attributesFromZod } from "../../db/attributes-from-zod";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

export const dealEtaSort = (eta: string | null | undefined) => eta || "none";

/**
 * A deal and its contract data (shared/schemas/deal.ts). Writes are
 * whole-item puts guarded by the version (./queries.ts), so the index keys are rebuilt from
 * the full record. The fields are DealCreate's (attributes-from-zod.ts).
 */
export const DealEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "deal", version: "1", service: SERVICE },
      attributes: {
        ...attributesFromZod(DealCreate),
        id: { type: "string", required: true, readOnly: true },
        transactionNumber: { type: "string", required: true },
        /** Every deal is created with its contract data (./index.ts). */
        contractData: { ...attributeFromZod(ContractData), required: true },
        /* ---------- derived, hidden ---------- */
        /** The ETA index's sort value: the ETA, or "none", which sorts after every date, so no date window reads it. */
        etaSort: {
          type: "string",
          hidden: true,
          watch: ["eta"],
          set: (_: unknown, item: { eta?: string | null }) => dealEtaSort(item.eta),
        },
        ...auditAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** Every deal by creation date: the list, newest first. */
        byCreated: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: [] },
          sk: { field: "gsi1sk", composite: ["createdDate", "id"] },
        },
        /**
         * Deals with an ETA, by ETA: the reminders read one date window of it (GET /deal-reminders). A deal
         * without an ETA sorts under "none", after every date.
         */
        byEta: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: [] },
          sk: { field: "gsi2sk", composite: ["etaSort", "id"] },
        },
      },
    }),
);

export type DealItem = EntityItem<typeof DealEntity>;

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

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { deal: DealEntity, dealNumber: DealNumberEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { deal: [DealCreate, DealUpdate], dealNumber: null });

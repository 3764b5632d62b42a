import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import type { MatchFactor } from "../../../shared/schemas/material-match";
import type { MatchStatus } from "../../../shared/schemas/material-request";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";

/**
 * A material matched to a request (ADR 0128). Kept in its request's
 * partition, one item per request × material (sort key materialId), so a request's matches are one Query,
 * a re-run overwrites in place, and deleting the request finds all of them without a Scan. The id is a uuid
 * (the spec's match id, the notes' topicId). Score, rank and the engine's factors are stored as the run
 * wrote them; status is staff's, kept across re-runs.
 */
export const MaterialMatchEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "materialMatch", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        materialRequestId: { type: "string", required: true, readOnly: true },
        materialId: { type: "string", required: true, readOnly: true },
        status: { type: CustomAttributeType<MatchStatus>("string"), required: true },
        score: { type: "number", required: true },
        rank: { type: "number", required: true },
        /** The rank as a fixed-width string: the byRank sort key (numbers in keys do not sort as numbers). */
        rankKey: { type: "string", required: true },
        isMatch: { type: "boolean", required: true },
        factors: { type: CustomAttributeType<MatchFactor[]>("any") },
        /**
         * The material's company as the run saw it: the list reads the material and its company in one
         * BatchGet (a row without it, or a material since moved, costs the list a second one).
         */
        companyId: { type: "string" },
        ...auditAttributes,
      },
      indexes: {
        byRequest: { pk: { field: "pk", composite: ["materialRequestId"] }, sk: { field: "sk", composite: ["materialId"] } },
        /** A request's matches in rank order: GET …/matches reads one page, not all of them. */
        byRank: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["materialRequestId"] },
          sk: { field: "gsi1sk", composite: ["rankKey"] },
        },
      },
    }),
);

export type MaterialMatchItem = EntityItem<typeof MaterialMatchEntity>;

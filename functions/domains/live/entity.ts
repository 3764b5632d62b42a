import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * One open live socket (a browser tab): who opened it, as its ticket said, and the audience it hears. The
 * audience is "STAFF" for staff, else the user's company ("COMPANY#<id>"), so "every connection of company X"
 * and "every staff connection" are one Query each; a user's own connections (the bell) are another.
 * `expiresAt` is the TTL: API Gateway closes a socket after 2 hours at most, and a record whose $disconnect
 * never ran (a crash) is dropped by DynamoDB, or at once by the first post that finds the socket gone.
 */
export const ConnectionEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "liveConnection", version: "1", service: SERVICE },
      attributes: {
        connectionId: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        companyId: { type: "string", readOnly: true },
        staff: { type: "boolean", required: true, readOnly: true },
        audience: { type: "string", required: true, readOnly: true },
        connectedDate: { type: "string", required: true, readOnly: true },
        /** Epoch seconds after which the socket cannot be open any more; DynamoDB TTL removes the record in AWS. */
        expiresAt: { type: "number", required: true, readOnly: true },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["connectionId"] }, sk: { field: "sk", composite: [] } },
        /** Publishing to a company or to staff. */
        byAudience: { index: "gsi1", pk: { field: "gsi1pk", composite: ["audience"] }, sk: { field: "gsi1sk", composite: ["connectionId"] } },
        /** Publishing to one user (a notification). */
        byUser: { index: "gsi2", pk: { field: "gsi2pk", composite: ["userId"] }, sk: { field: "gsi2sk", composite: ["connectionId"] } },
      },
    }),
);

export type ConnectionItem = EntityItem<typeof ConnectionEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { liveConnection: ConnectionEntity };
/** No schema writes a connection: the server makes it from a verified ticket. */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { liveConnection: null });

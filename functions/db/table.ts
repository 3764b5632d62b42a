/**
 * The single table's key schema. CDK (infra/) and the local stack (scripts/local/) both build the table
 * from this, and test/unit/table.test.ts checks every entity index uses only these fields and names.
 */
export const tableKeys = {
  partitionKey: "pk",
  sortKey: "sk",
  globalIndexes: [
    { indexName: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    { indexName: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
    { indexName: "gsi3", partitionKey: "gsi3pk", sortKey: "gsi3sk" },
  ],
} as const;

export type GsiName = (typeof tableKeys.globalIndexes)[number]["indexName"];

/** Epoch-seconds attribute DynamoDB's TTL removes items by in AWS (sessions, rate counters); dynalite has no TTL. */
export const TTL_ATTRIBUTE = "expiresAt";

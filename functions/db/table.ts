import { MATCHABLE_ATTRIBUTES } from "../../shared/rules/matching/fields";

/** ElectroDB's service name: the first part of every key the entities write to the table. */
export const SERVICE = "recyclate";

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
    { indexName: "gsi4", partitionKey: "gsi4pk", sortKey: "gsi4sk" },
    { indexName: "gsi5", partitionKey: "gsi5pk", sortKey: "gsi5sk" },
    { indexName: "gsi6", partitionKey: "gsi6pk", sortKey: "gsi6sk" },
    { indexName: "gsi7", partitionKey: "gsi7pk", sortKey: "gsi7sk" },
    { indexName: "gsi8", partitionKey: "gsi8pk", sortKey: "gsi8sk" },
    { indexName: "gsi9", partitionKey: "gsi9pk", sortKey: "gsi9sk" },
    /**
     * The matching engine's candidate index (ADR 0205): it holds only the attributes the engine reads (and
     * ElectroDB's entity markers), so a page carries several times more candidates than the full items.
     */
    { indexName: "gsi10", partitionKey: "gsi10pk", sortKey: "gsi10sk", projects: [...MATCHABLE_ATTRIBUTES, "__edb_e__", "__edb_v__"] },
  ],
} as const;

export type GsiName = (typeof tableKeys.globalIndexes)[number]["indexName"];

/** Every key attribute of the table and its indexes (all strings). */
export const keyAttributes: string[] = [tableKeys.partitionKey, tableKeys.sortKey, ...tableKeys.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];

/** The attribute DynamoDB's TTL removes items by (functions/lib/table-ttl.ts). */
export { TTL_ATTRIBUTE } from "../lib/table-ttl";

const hashRange = (partitionKey: string, sortKey: string) => [
  { AttributeName: partitionKey, KeyType: "HASH" as const },
  { AttributeName: sortKey, KeyType: "RANGE" as const },
];

/**
 * The key schema and indexes in DynamoDB's CreateTable shape: the local stack creates the table with it, and
 * the CDK test expects the same in the synthesized template.
 */
export const tableSchema = {
  KeySchema: hashRange(tableKeys.partitionKey, tableKeys.sortKey),
  GlobalSecondaryIndexes: tableKeys.globalIndexes.map((g) => ({
    IndexName: g.indexName,
    KeySchema: hashRange(g.partitionKey, g.sortKey),
    Projection: projectionOf(g),
  })),
};

/** Every attribute of the item, or (`projects`) only the keys and the listed ones. */
function projectionOf(g: (typeof tableKeys.globalIndexes)[number]) {
  return "projects" in g ? { ProjectionType: "INCLUDE" as const, NonKeyAttributes: [...g.projects] } : { ProjectionType: "ALL" as const };
}

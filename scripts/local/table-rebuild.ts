import { type AttributeValue, BatchWriteItemCommand, CreateTableCommand, DeleteTableCommand, type DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { keyAttributes, tableSchema } from "../../functions/db/table";

type Item = Record<string, AttributeValue>;

/** The local table as the stack creates it: on demand, with every index of functions/db/table.ts. */
export function createTableInput(name: string) {
  return {
    TableName: name,
    BillingMode: "PAY_PER_REQUEST" as const,
    AttributeDefinitions: keyAttributes.map((a) => ({ AttributeName: a, AttributeType: "S" as const })),
    ...tableSchema,
  };
}

/**
 * A local data folder made before an index was added (ADR 0155) gets it without losing its data: dynalite
 * cannot add an index to a table (AWS adds one per deploy), so the items are copied to a file, the table is
 * made again with every index, and the items are written back. The file is kept until the copy is back, so
 * a run stopped halfway resumes from it on the next start. The index keys of existing items are then
 * written by the seed's one-off backfills (scripts/seed/backfill.ts).
 */
export async function rebuildTable(client: DynamoDBClient, name: string, backupFile: string, log: (m: string) => void) {
  if (!existsSync(backupFile)) {
    const items: Item[] = [];
    let start: Item | undefined;
    do {
      const page = await client.send(new ScanCommand({ TableName: name, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    writeFileSync(`${backupFile}.tmp`, JSON.stringify(items));
    renameSync(`${backupFile}.tmp`, backupFile);
  }
  const items = JSON.parse(readFileSync(backupFile, "utf8")) as Item[];
  log(`adding the new indexes to the local table: copying ${items.length} items (kept in ${backupFile} until done)`);
  await client.send(new DeleteTableCommand({ TableName: name })).catch((e: Error) => {
    if (e.name !== "ResourceNotFoundException") throw e;
  });
  await client.send(new CreateTableCommand(createTableInput(name)));
  for (let i = 0; i < items.length; i += 25) {
    let requests: Record<string, { PutRequest: { Item: Item } }[]> = { [name]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) };
    while (Object.keys(requests).length) {
      const res = await client.send(new BatchWriteItemCommand({ RequestItems: requests }));
      requests = (res.UnprocessedItems ?? {}) as typeof requests;
    }
  }
  rmSync(backupFile);
}

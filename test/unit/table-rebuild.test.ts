import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, PutItemCommand, ScanCommand } from "@aws-sdk/client-dynamodb";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo, Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableKeys } from "../../functions/db/table";
import { createTableInput, rebuildTable } from "../../scripts/local/table-rebuild";

// dynalite has no types; scripts/local/emulators.ts loads it the same way.
const dynalite = createRequire(import.meta.url)("dynalite") as (o: object) => Server;

/** A local data folder made before an index was added keeps every item when the table is made again (ADR 0155). */
describe("local table rebuild", () => {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const dir = mkdtempSync(path.join(tmpdir(), "rebuild-"));
  let client: DynamoDBClient;

  beforeAll(async () => {
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const { port } = server.address() as AddressInfo;
    client = new DynamoDBClient({ region: "eu-central-1", endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: "x", secretAccessKey: "x" } });
  });
  afterAll(async () => {
    client.destroy();
    await new Promise((ok) => server.close(() => ok(undefined)));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A table as an older version made it: the first two indexes only. */
  async function oldTable(name: string, items: number) {
    const input = createTableInput(name);
    const keep = new Set(["pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk"]);
    await client.send(
      new CreateTableCommand({
        ...input,
        AttributeDefinitions: input.AttributeDefinitions.filter((a) => keep.has(a.AttributeName)),
        GlobalSecondaryIndexes: input.GlobalSecondaryIndexes.slice(0, 2),
      }),
    );
    for (let i = 0; i < items; i++)
      await client.send(
        new PutItemCommand({
          TableName: name,
          Item: { pk: { S: `item#${i}` }, sk: { S: "x" }, gsi1pk: { S: "all" }, gsi1sk: { S: String(i).padStart(3, "0") }, n: { N: String(i) } },
        }),
      );
  }
  const indexes = async (name: string) =>
    ((await client.send(new DescribeTableCommand({ TableName: name }))).Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName).sort();
  const items = async (name: string) => ((await client.send(new ScanCommand({ TableName: name }))).Items ?? []).map((i) => Number(i.n.N)).sort((a, b) => a - b);

  it("adds every index and writes every item back (more than one batch), then removes its copy", async () => {
    await oldTable("old-1", 60);
    const file = path.join(dir, "old-1.json");
    await rebuildTable(client, "old-1", file, () => {});
    expect(await indexes("old-1")).toEqual(tableKeys.globalIndexes.map((g) => g.indexName).sort());
    expect(await items("old-1")).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(existsSync(file)).toBe(false);
  });

  it("a start stopped after the copy resumes from the file, whatever the table holds", async () => {
    await oldTable("old-2", 3);
    const file = path.join(dir, "old-2.json");
    // The copy of a table that had items 0..4; the table itself already lost two of them.
    writeFileSync(file, JSON.stringify(Array.from({ length: 5 }, (_, i) => ({ pk: { S: `item#${i}` }, sk: { S: "x" }, n: { N: String(i) } }))));
    await rebuildTable(client, "old-2", file, () => {});
    expect(await items("old-2")).toEqual([0, 1, 2, 3, 4]);
    expect(await indexes("old-2")).toHaveLength(tableKeys.globalIndexes.length);
    expect(existsSync(file)).toBe(false);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./config";
import { SYNTH_TIMEOUT, synthApp } from "./testing";

interface Gsi {
  IndexName: string;
  KeySchema: unknown;
  Projection: unknown;
}

/**
 * DynamoDB creates or deletes one global secondary index per table update: a deploy that adds two fails on a
 * live table (and rolls back). The indexes of the last release are kept in infra/released-table.json
 * (`npm run release:table` after a deploy); a change may differ from them by one index at most.
 */
/** The index updates DynamoDB needs to get from `released` to `next` (a re-keyed index is a delete and a create). */
function indexUpdates(released: Gsi[], next: Gsi[]): string[] {
  const byName = (list: Gsi[]) => new Map(list.map((g) => [g.IndexName, JSON.stringify([g.KeySchema, g.Projection])]));
  const [before, after] = [byName(released), byName(next)];
  const rekeyed = [...after.keys()].filter((n) => before.has(n) && before.get(n) !== after.get(n));
  return [
    ...[...after.keys()].filter((n) => !before.has(n)).map((n) => `create ${n}`),
    ...[...before.keys()].filter((n) => !after.has(n)).map((n) => `delete ${n}`),
    ...rekeyed.flatMap((n) => [`delete ${n}`, `create ${n}`]),
  ];
}

describe("the table's indexes against the last release", () => {
  it("counts every created, deleted and re-keyed index", () => {
    const g = (IndexName: string, pk = "a") => ({ IndexName, KeySchema: [pk], Projection: "ALL" });
    expect(indexUpdates([g("gsi1")], [g("gsi1")])).toEqual([]);
    expect(indexUpdates([g("gsi1")], [g("gsi1"), g("gsi2")])).toEqual(["create gsi2"]);
    expect(indexUpdates([g("gsi1")], [g("gsi2"), g("gsi3")])).toHaveLength(3);
    expect(indexUpdates([g("gsi1")], [g("gsi1", "b")])).toHaveLength(2);
  });

  it(
    "changes one index per deploy at most",
    () => {
      const released = (JSON.parse(readFileSync(path.join(ROOT, "infra/released-table.json"), "utf8")) as { GlobalSecondaryIndexes: Gsi[] })
        .GlobalSecondaryIndexes;
      const table = Object.values(synthApp().template("data").findResources("AWS::DynamoDB::Table"))[0];
      const changes = indexUpdates(released, table.Properties.GlobalSecondaryIndexes as Gsi[]);
      expect(
        changes.length,
        `one index change per deploy (DynamoDB's limit on a live table); this change needs ${changes.join(", ")}. Ship one, deploy every stage, run npm run release:table, then the next (docs/deploy.md)`,
      ).toBeLessThanOrEqual(1);
    },
    SYNTH_TIMEOUT,
  );
});

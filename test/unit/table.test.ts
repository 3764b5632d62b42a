import { describe, expect, it } from "vitest";
import { entities } from "../../functions/db/service";
import { tableKeys } from "../../functions/db/table";

/** ElectroDB entities must use only the key fields and index names the table (CDK and local) defines. */
describe("entities against the table definition", () => {
  const gsis = new Map<string, { partitionKey: string; sortKey: string }>(tableKeys.globalIndexes.map((g) => [g.indexName, g]));
  for (const [name, entity] of Object.entries(entities)) {
    it(`${name} uses the table's key fields`, () => {
      const indexes = (entity.schema as unknown as { indexes: Record<string, { index?: string; pk: { field: string }; sk?: { field: string } }> }).indexes;
      for (const idx of Object.values(indexes)) {
        if (!idx.index) {
          expect([idx.pk.field, idx.sk?.field]).toEqual([tableKeys.partitionKey, tableKeys.sortKey]);
        } else {
          const g = gsis.get(idx.index);
          expect(g, `index ${idx.index}`).toBeDefined();
          expect([idx.pk.field, idx.sk?.field]).toEqual([g!.partitionKey, g!.sortKey]);
        }
      }
    });
  }
});

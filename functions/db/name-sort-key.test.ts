import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { nameSortKey } from "./name-sort-key";

/**
 * The name sorts page through an index whose sort key is "…#namelower_<key>#id_<id>" (DynamoDB's byte order)
 * and merge pages by the (key, id) pair in memory. The two orders must agree, or a row repeats (or is skipped)
 * at a page boundary — as "acme x" against "acme" did before the key mapped characters up to "#" to "$".
 */
const indexKey = (name: string, id: string) => `$recyclate#namelower_${nameSortKey(name)}#id_${id}`;
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const byPair = (a: [string, string], b: [string, string]) => (a[0] !== b[0] ? (a[0] < b[0] ? -1 : 1) : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

describe("nameSortKey", () => {
  it("orders names the same in the index and in the page merge", () => {
    const names = ["acme", "acme x", "acme!", "Acme#1", "acmea", "acme-z", "acme\tb", "ACME", "acme$"];
    const rows = names.map((n, i) => ({ n, id: `id${i}` }));
    const index = [...rows].sort((a, b) => byBytes(indexKey(a.n, a.id), indexKey(b.n, b.id))).map((r) => r.id);
    const merge = [...rows].sort((a, b) => byPair([nameSortKey(a.n), a.id], [nameSortKey(b.n), b.id])).map((r) => r.id);
    expect(index).toEqual(merge);
  });

  it("agrees for any ASCII names", () => {
    const name = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 8 });
    fc.assert(
      fc.property(name, name, (a, b) => {
        const i = Math.sign(byBytes(indexKey(a, "1"), indexKey(b, "2")));
        const m = Math.sign(byPair([nameSortKey(a), "1"], [nameSortKey(b), "2"]));
        return i === m;
      }),
      { numRuns: 2000 },
    );
  });
});

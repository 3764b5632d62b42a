import { describe, expect, it } from "vitest";
import { MAX_CURSOR_CHARS, openCursor, sealCursor } from "../../functions/db/cursor";
import { finishPage, readOrdered, type OrderedList } from "../../functions/db/queries/ordered-lists";

const list = (sources: OrderedList["sources"], extra: Partial<OrderedList> = {}): OrderedList => ({
  partition: "test",
  sortFields: ["createdDate", "id"],
  order: "desc",
  sources,
  filtered: false,
  ...extra,
});

/** An in-memory ordered source that honours the position and DynamoDB's Limit-before-filter semantics. */
function source(items: { createdDate: string; id: string; keep?: boolean }[]) {
  const sorted = [...items].sort((a, b) => (a.createdDate + a.id < b.createdDate + b.id ? 1 : -1));
  return (after: Record<string, string> | null) => ({
    async go(opts: Record<string, unknown>) {
      const rest = after ? sorted.filter((i) => i.createdDate + i.id < after.createdDate + after.id) : sorted;
      const start = opts.cursor ? Number(opts.cursor) : 0;
      const limit = opts.limit as number;
      const slice = rest.slice(start, start + limit);
      return { data: slice.filter((i) => i.keep !== false), cursor: start + limit < rest.length ? String(start + limit) : null };
    },
  });
}

const at = (n: number, id: string, keep?: boolean) => ({ createdDate: `2026-01-${String(n).padStart(2, "0")}`, id, keep });

describe("cursor module", () => {
  it("opens what it sealed, for the same partition only", () => {
    const c = sealCursor("p1", { createdDate: "d", id: "x" });
    expect(openCursor("p1", c, ["createdDate", "id"])).toEqual({ createdDate: "d", id: "x" });
    expect(() => openCursor("p2", c, ["createdDate", "id"])).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => openCursor("p1", c.slice(0, -1), ["createdDate", "id"])).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => openCursor("p1", `${c}${"A".repeat(MAX_CURSOR_CHARS)}`, ["createdDate", "id"])).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => openCursor("p1", c, ["updatedDate"])).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe("ordered pages", () => {
  it("merges several sources newest first and knows whether more exist", async () => {
    const l = list([source([at(1, "a"), at(4, "b"), at(6, "c")]), source([at(2, "d"), at(5, "e")])]);
    const p1 = await readOrdered(l, { limit: 3 });
    expect(p1.items.map((i) => i.id)).toEqual(["c", "e", "b"]);
    expect(p1.more).toBe(true);
    const page = finishPage(l, p1.items, p1.items, p1.more);
    const p2 = await readOrdered(l, { limit: 3, cursor: page.cursor });
    expect(p2.items.map((i) => i.id)).toEqual(["d", "a"]);
    expect(p2.more).toBe(false);
  });

  it("reads past filtered-out items instead of answering an empty page with a cursor", async () => {
    const items = Array.from({ length: 300 }, (_, i) => at(1 + (i % 28), `i${String(i).padStart(3, "0")}`, i === 7 || i === 250));
    const l = list([source(items)], { filtered: true });
    const p1 = await readOrdered(l, { limit: 1 });
    expect(p1.items).toHaveLength(1);
    expect(p1.more).toBe(true);
    const p2 = await readOrdered(l, { limit: 1, cursor: finishPage(l, p1.items, p1.items, true).cursor });
    expect(p2.items).toHaveLength(1);
    expect(p2.more).toBe(false);
  });

  it("pages through random merged, filtered sources exactly once each, in order, never empty with a cursor", async () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 40; round++) {
      const k = 1 + rnd(4);
      const sets = Array.from({ length: k }, (_, s) => Array.from({ length: rnd(60) }, (_, i) => at(1 + rnd(28), `s${s}-${i}`, rnd(3) > 0)));
      const expected = sets
        .flat()
        .filter((i) => i.keep !== false)
        .sort((a, b) => (a.createdDate + a.id < b.createdDate + b.id ? 1 : -1))
        .map((i) => i.id);
      const l = list(sets.map(source), { filtered: true });
      const limit = 1 + rnd(10);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const r = await readOrdered(l, { limit, cursor });
        if (r.more) expect(r.items.length).toBe(limit);
        seen.push(...r.items.map((i) => i.id as string));
        cursor = finishPage(l, r.items, r.items, r.more).cursor;
      } while (cursor);
      expect(seen).toEqual(expected);
    }
  });

  it("cuts a page at the byte budget, at least one item, and continues after the last item answered", () => {
    const raw = [at(3, "a"), at(2, "b"), at(1, "c")];
    const shaped = raw.map((r) => ({ ...r, blob: "x".repeat(400) }));
    const page = finishPage(list([]), raw, shaped, false, 1000);
    expect(page.items).toHaveLength(2);
    expect(openCursor("test", page.cursor!, ["createdDate", "id"])).toEqual({ createdDate: raw[1].createdDate, id: "b" });
    const one = finishPage(list([]), raw, shaped, false, 10);
    expect(one.items).toHaveLength(1);
    expect(one.cursor).not.toBeNull();
    expect(finishPage(list([]), raw, shaped, false).cursor).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { LeadCard } from "../../../shared/schemas/lead";
import { afterIdOf, applyMove, orderBoard, orderColumn, type Columns } from "./board";

const card = (id: string, status: LeadCard["status"] = "open") => ({ id, status }) as LeadCard;
const ids = (cs: LeadCard[]) => cs.map((c) => c.id);
const empty = (): Columns => ({ open: [], inProgress: [], offerSubmitted: [], sampling: [], negotiation: [] });

describe("board order", () => {
  it("puts cards the order does not name first, then the named ones in stored order, dropping stale ids", () => {
    expect(ids(orderColumn([card("n"), card("a"), card("b")], ["b", "gone", "a"]))).toEqual(["n", "b", "a"]);
    expect(ids(orderColumn([card("a")], undefined))).toEqual(["a"]);
  });

  it("ignores ids stored under another column", () => {
    const cols = { ...empty(), open: [card("a"), card("b")], sampling: [card("s", "sampling")] };
    const b = orderBoard(cols, { open: ["b", "s", "a"], sampling: ["a", "s"] });
    expect(ids(b.open)).toEqual(["b", "a"]);
    expect(ids(b.sampling)).toEqual(["s"]);
  });

  it("applies a move within and between columns and names the card before it", () => {
    const cols = { ...empty(), open: [card("a"), card("b"), card("c")] };
    const within = applyMove(cols, "a", "open", 2);
    expect(ids(within.open)).toEqual(["b", "c", "a"]);
    expect(afterIdOf(within, "a")).toBe("c");
    const across = applyMove(cols, "b", "sampling", 0);
    expect(ids(across.open)).toEqual(["a", "c"]);
    expect(across.sampling[0]).toMatchObject({ id: "b", status: "sampling" });
    expect(afterIdOf(across, "b")).toBeNull();
  });
});

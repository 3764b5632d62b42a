import { describe, expect, it } from "vitest";
import { leadDeltas } from "./analytics";
import { normaliseOrder, placeInOrder } from "./board";

describe("board order edits (ADR 0135)", () => {
  it("takes the id out of every column and places it after afterId, or on top", () => {
    const o = { open: ["a", "b", "c"], sampling: ["x"] };
    expect(placeInOrder(o, "a", "open", "c")).toEqual({ open: ["b", "c", "a"], sampling: ["x"] });
    expect(placeInOrder(o, "b", "sampling", null)).toEqual({ open: ["a", "c"], sampling: ["b", "x"] });
    expect(placeInOrder(o, "c", "sampling", "unknown")).toEqual({ open: ["a", "b"], sampling: ["c", "x"] });
    expect(placeInOrder(o, "x", null)).toEqual({ open: ["a", "b", "c"], sampling: [] });
  });

  it("normalises a stored value: board columns only, string ids, each id once", () => {
    expect(normaliseOrder({ open: ["a", 1, "a"], won: ["z"], sampling: ["a", "s"] })).toEqual({ open: ["a"], sampling: ["s"] });
    expect(normaliseOrder(null)).toEqual({});
  });
});

describe("lead counters (ADR 0134)", () => {
  const l = { status: "open", assigneeId: "u1", createdDate: "2026-11-18T10:00:00Z" };
  it("adds a new lead to its week, assignee and status, and nets a move to the status buckets", () => {
    expect(leadDeltas(null, l)).toEqual([
      { counter: "leads:weekly", bucket: "2026-11-16", delta: 1 },
      { counter: "leads:assignee", bucket: "u1", delta: 1 },
      { counter: "leads:status", bucket: "open", delta: 1 },
    ]);
    expect(leadDeltas(l, { ...l, status: "sampling" })).toEqual([
      { counter: "leads:status", bucket: "open", delta: -1 },
      { counter: "leads:status", bucket: "sampling", delta: 1 },
    ]);
    expect(leadDeltas(l, { ...l, assigneeId: null })).toEqual([
      { counter: "leads:assignee", bucket: "u1", delta: -1 },
      { counter: "leads:assignee", bucket: "none", delta: 1 },
    ]);
  });
});
